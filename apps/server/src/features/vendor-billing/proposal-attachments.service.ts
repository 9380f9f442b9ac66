import { isVendorDraft, VENDOR_PROPOSAL_STATUS_NAMES } from "@fm/domain";
import { ProposalAttachmentFields } from "@fm/domain/contracts";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { vendorProposalAttachments, vendorProposals, workOrderAttachments } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, invalidState, notFound } from "../../platform/errors.ts";
import { addSystemNote } from "../../platform/workorder-core/index.ts";
import { discardStaged, type ReceivedUpload, uploadAttachments } from "../attachments/index.ts";
import { lockPortalProposal } from "./portal-proposals.service.ts";
import { callerVendorId } from "./vendor-documents.ts";

/** Attachment type 3 'Vendor Proposal' (spec 2 §3 fixed list): staff find the files under it. */
const VENDOR_PROPOSAL_ATTACHMENT_TYPE = 3;

const requireDraft = (p: { proposalstatusid: number; proposalnumber: string }) => {
  if (!isVendorDraft(p.proposalstatusid))
    throw invalidState(
      `Files can only be added to or removed from a draft proposal; ${p.proposalnumber} is ${
        VENDOR_PROPOSAL_STATUS_NAMES[p.proposalstatusid] ?? ""
      }.`,
      { proposalid: "proposal is not a draft" },
    );
};

/**
 * Files on a draft proposal: stored as work-order attachments of type Vendor Proposal on the vendor's own
 * line (so staff see them on the Attachments tab and the vendor line, customers never), linked to the
 * proposal in the same transaction. Same file rules as every attachment (type, size, content, names).
 */
/**
 * The upload's ownership check (run by the receiver before any file's content is checked or parsed): the
 * proposal named by the form is the caller vendor's, else 404 as if it did not exist.
 */
export const proposalUploadTarget = async (db: DbOrTx, user: AuthUser, fields: Record<string, string>) => {
  const parsed = ProposalAttachmentFields.safeParse(fields);
  if (!parsed.success) throw badRequest("proposalid is required.", { proposalid: "proposalid is required." });
  const id = parsed.data.proposalid;
  const [p] = await db.select().from(vendorProposals).where(eq(vendorProposals.id, id));
  if (!p || p.vendorid !== callerVendorId(user)) throw notFound(`Proposal ${id}`);
  return p;
};

export const attachToProposal = async (ctx: AppContext, user: AuthUser, upload: ReceivedUpload) => {
  const p = await proposalUploadTarget(ctx.database.db, user, upload.fields).catch(async (err: unknown) => {
    await discardStaged(upload.files);
    throw err;
  });
  const id = p.id;
  return uploadAttachments(
    ctx,
    user,
    {
      fields: {
        workorderid: String(p.workorderid),
        attachmenttypeid: String(VENDOR_PROPOSAL_ATTACHMENT_TYPE),
        ...(p.workordervendorid ? { workordervendorid: String(p.workordervendorid) } : {}),
      },
      files: upload.files,
    },
    {
      action: "vendorProposalWrite",
      link: async (tx: DbOrTx, ids: number[]) => {
        const { p: locked } = await lockPortalProposal(tx, user, id);
        requireDraft(locked);
        if (ids.length)
          await tx
            .insert(vendorProposalAttachments)
            .values(ids.map((attachmentid) => ({ proposalid: id, attachmentid })));
      },
    },
  );
};

/** Removes a file from a draft proposal (the attachment itself, then its blob). */
export const removeProposalAttachment = async (
  ctx: AppContext,
  user: AuthUser,
  q: { proposalId: number; attachmentId: number },
) => {
  const removed = await ctx.database.db.transaction(async (tx) => {
    const { p, wo } = await lockPortalProposal(tx, user, q.proposalId);
    const [row] = await tx
      .select({ a: workOrderAttachments })
      .from(vendorProposalAttachments)
      .innerJoin(workOrderAttachments, eq(workOrderAttachments.id, vendorProposalAttachments.attachmentid))
      .where(
        and(
          eq(vendorProposalAttachments.proposalid, p.id),
          eq(vendorProposalAttachments.attachmentid, q.attachmentId),
        ),
      )
      .for("update");
    if (!row) throw notFound(`Attachment ${q.attachmentId}`);
    requireDraft(p);
    await tx.delete(workOrderAttachments).where(eq(workOrderAttachments.id, row.a.id));
    await addSystemNote(
      tx,
      wo.id,
      user,
      `Attachment removed from vendor proposal ${p.proposalnumber}: ${row.a.displayname}.`,
    );
    return row.a;
  });
  await ctx.blobs.delete(removed.path).catch(() => undefined);
  return { id: removed.id };
};
