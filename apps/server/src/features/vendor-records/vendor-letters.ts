import { vendorAttachmentTypeName } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { vendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { queueMail } from "../mail/index.ts";

/** What each requested document is, in the letter's words (spec 3 §9 vendor attachment types). */
const DOCUMENT_REQUEST: Record<number, string> = {
  12: "a completed Vendor Profile",
  13: "a current Certificate of Insurance (general liability) naming us as certificate holder",
  14: "a signed W-9 form",
  15: "a current Workers' Compensation certificate (or your exemption)",
  23: "your ACH (direct deposit) authorization form",
  11: "the document we discussed",
};

/** The vendor's addresses for paperwork: the dispatch e-mail, else the primary, plus the secondary. */
const vendorAddresses = (v: typeof vendors.$inferSelect) => [
  ...new Set([v.dispatchemail || v.primaryemail, v.secondaryemail].filter((e): e is string => Boolean(e))),
];

/**
 * Queues a letter to a vendor in the caller's transaction, in the style of the other notices (greeting,
 * paragraphs, the sender). Plain text from the caller is escaped into the HTML. Answers the outbox id and
 * the addresses; a vendor without any e-mail address is refused (400 naming the field to fill).
 */
export const queueVendorLetter = async (
  tx: DbOrTx,
  user: AuthUser,
  vendorid: number,
  letter: { subject: string; paragraphs: string[] },
) => {
  const [v] = await tx.select().from(vendors).where(eq(vendors.id, vendorid));
  if (!v) throw notFound(`Vendor ${vendorid}`);
  const to = vendorAddresses(v);
  if (!to.length)
    throw badRequest("The vendor has no e-mail address to send to.", {
      dispatchemail: "Enter the vendor's dispatch or primary e-mail first.",
    });
  const greeting = `Hello ${v.firstname || v.name},`;
  const sign = `${user.name}\nFM Dispatch vendor management`;
  const outboxid = await queueMail(tx, {
    to,
    subject: `${v.name} - ${letter.subject}`,
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
      `<p>${escapeHtml(user.name)}<br>FM Dispatch vendor management</p>`,
    text: `${greeting}\n\n${letter.paragraphs.join("\n\n")}\n\n${sign}\n`,
    createdby: user.id,
  });
  return { outboxid, to };
};

/** POST /api/vendor/senddoc/{vendorid}/{doctype}: asks the vendor for a document through the outbox. */
export const sendDocumentRequest = (db: Db, user: AuthUser, vendorid: number, doctype: number) =>
  db.transaction((tx) =>
    queueVendorLetter(tx, user, vendorid, {
      subject: `Document request: ${vendorAttachmentTypeName(doctype)}`,
      paragraphs: [
        `To keep you active in our vendor network we need ${DOCUMENT_REQUEST[doctype] ?? DOCUMENT_REQUEST[11]}.`,
        "Please reply to this e-mail with the document attached, or upload it from My Profile in the vendor portal. Work orders can only be dispatched to vendors whose paperwork is complete and current.",
        "Thank you for your prompt attention.",
      ],
    }),
  );
