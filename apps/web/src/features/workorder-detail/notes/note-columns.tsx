import { htmlToText } from "@fm/domain";
import { isPlainTextNote, noteAsHtml, PLAIN_TEXT_NOTE_TYPES } from "@fm/domain/contracts";
import { Badge, Typography } from "@mantine/core";
import type { GridColumn } from "../../../components/datagrid/index.ts";
import type { WorkOrderNote } from "../detail-api.ts";

export type NoteRow = WorkOrderNote & { number: number; emailnames: string };

const PERTAINS: Record<number, string> = { 1: "Customer", 2: "Internal", 3: "Vendor" };
/** A note's text (search, PDF): plain-text notes as they are, rich-text notes without their markup. */
export const noteText = (n: { note: string; type: string }) =>
  isPlainTextNote(n.type) ? n.note : htmlToText(n.note);

export const pertainsToName = (id: number) => PERTAINS[id] ?? "";

export const NOTE_TYPE_OPTIONS = [
  "Internal",
  "Customer",
  "Vendor",
  "Client and Vendor",
  "Accounting",
  "System",
  "Vendor Info Change",
].map((t) => ({ value: t, label: t }));

/** Spec 2 §2: the types hidden when 'Include System Notes' is off. */
export const SYSTEM_TYPES: readonly string[] = PLAIN_TEXT_NOTE_TYPES;

const yes = (v: boolean) =>
  v ? (
    <Badge size="xs" color="red" variant="light">
      Yes
    </Badge>
  ) : (
    "No"
  );

/** Notes grid columns (spec 2 §2): #, note (HTML; System notes as text), Added By, Date, type, Pertains To, High Priority, Customer Updated, Emails, Additional. */
export const noteColumns: GridColumn<NoteRow>[] = [
  { name: "number", caption: "#", type: "number", width: 56, align: "right" },
  {
    name: "note",
    caption: "Note",
    width: 420,
    cell: (r) => (
      <Typography fz="sm" p={0} m={0} style={{ whiteSpace: "normal" }}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rich-text notes are sanitised on the way in (html() in the contracts); System notes are plain text and escaped by noteAsHtml */}
        <div dangerouslySetInnerHTML={{ __html: noteAsHtml(r) }} />
      </Typography>
    ),
  },
  { name: "createdbyname", caption: "Added By", width: 150 },
  { name: "createdDate", caption: "Date", type: "date", width: 170 },
  {
    name: "type",
    caption: "Type",
    width: 140,
    headerFilter: { column: "type", options: NOTE_TYPE_OPTIONS },
  },
  {
    name: "pertainsto",
    caption: "Pertains To",
    width: 130,
    cell: (r) => pertainsToName(r.pertainsto),
    headerFilter: {
      column: "pertainsto",
      options: [
        { value: 1, label: "Customer" },
        { value: 2, label: "Internal" },
        { value: 3, label: "Vendor" },
      ],
    },
  },
  {
    name: "highpriority",
    caption: "High Priority",
    type: "boolean",
    width: 120,
    cell: (r) => yes(r.highpriority),
  },
  { name: "customerupdated", caption: "Customer Updated", type: "boolean", width: 140 },
  { name: "emailnames", caption: "Emails", width: 180 },
  { name: "emails", caption: "Additional", width: 180 },
];
