import { sql } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/index.ts";
import type { GridColumns } from "../../platform/grid/grid-sql.ts";

/** The file names of a mail's attachments. */
export const attachmentNames = sql<
  string[]
>`coalesce((select array_agg(a->>'filename') from jsonb_array_elements(${mailOutbox.attachments}) a), '{}')`;

/** The columns the Outbox grid may filter, sort and search on; nothing else reaches SQL. */
export const OUTBOX_COLUMNS: GridColumns = {
  id: { expr: sql`${mailOutbox.id}`, type: "number" },
  createddate: { expr: sql`${mailOutbox.createddate}`, type: "date" },
  to: { expr: sql`array_to_string(${mailOutbox.to}, ', ')`, type: "text", searchable: true },
  subject: { expr: sql`${mailOutbox.subject}`, type: "text", searchable: true },
  status: { expr: sql`${mailOutbox.status}`, type: "text" },
  attempts: { expr: sql`${mailOutbox.attempts}`, type: "number" },
  lasterror: { expr: sql`${mailOutbox.lasterror}`, type: "text", searchable: true },
  sentat: { expr: sql`${mailOutbox.sentat}`, type: "date" },
  workorderid: { expr: sql`${mailOutbox.workorderid}`, type: "number" },
  attachmentnames: {
    expr: sql`array_to_string(${attachmentNames}, ', ')`,
    type: "text",
    searchable: true,
    sortable: false,
  },
};
