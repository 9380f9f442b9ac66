import type {
  CreatedWebhook,
  CreateWebhookInput,
  UpdateWebhookInput,
  WebhookDeliveryRow,
  WebhookRow,
} from "@fm/domain/contracts";
import { desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { webhookDeliveries, webhookSubscriptions } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, impossible, invalidState, notFound, validation } from "../../platform/errors.ts";
import { isoOrNull } from "../../platform/format/dates.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import type { SecretBox } from "../../platform/secrets/secret-box.ts";
import { writeAudit } from "../admin/index.ts";
import { WEBHOOK_DELIVERY_KIND, WEBHOOK_MAX_ATTEMPTS } from "./emit.ts";
import { allowPrivateWebhookUrls } from "./settings.ts";
import { newWebhookSecret } from "./signature.ts";
import { resolveWebhookUrl, UnsafeWebhookUrl } from "./url-guard.ts";

type SubRow = typeof webhookSubscriptions.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const subOut = (r: SubRow): WebhookRow => ({
  id: r.id,
  url: r.url,
  description: r.description,
  events: r.events,
  isactive: r.isactive,
  consecutivefailures: r.consecutivefailures,
  disabledat: isoOrNull(r.disabledat),
  disabledreason: r.disabledreason,
  version: r.version,
  createddate: r.createddate.toISOString(),
});

const deliveryOut = (r: DeliveryRow): WebhookDeliveryRow => ({
  id: r.id,
  messageid: r.messageid,
  eventtype: r.eventtype,
  status: r.status,
  attempts: r.attempts,
  responsecode: r.responsecode,
  latencyms: r.latencyms,
  error: r.error,
  lastattemptat: isoOrNull(r.lastattemptat),
  deliveredat: isoOrNull(r.deliveredat),
  createddate: r.createddate.toISOString(),
});

/** 400 naming `url` unless it is http(s) and resolves to addresses a webhook may reach (url-guard.ts). */
const assertUrl = async (db: DbOrTx, url: string) => {
  try {
    await resolveWebhookUrl(url, await allowPrivateWebhookUrls(db));
  } catch (err) {
    if (err instanceof UnsafeWebhookUrl) throw validation(err.message, { url: err.message });
    throw err;
  }
};

export const listWebhooks = async (db: Db) => ({
  rows: (await db.select().from(webhookSubscriptions).orderBy(desc(webhookSubscriptions.id))).map(subOut),
  allowprivateurls: await allowPrivateWebhookUrls(db),
});

/** A new subscription; its `whsec_` secret is answered once and stored sealed. */
export const createWebhook = async (
  db: Db,
  secrets: SecretBox,
  actor: AuthUser,
  input: CreateWebhookInput,
): Promise<CreatedWebhook> => {
  assertAllowed(actor, "createWebhook", {});
  await assertUrl(db, input.url);
  const secret = newWebhookSecret();
  const events = [...new Set(input.events)];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookSubscriptions)
      .values({
        url: input.url,
        description: input.description ?? "",
        events,
        secretsealed: secrets.seal(secret),
        createdby: actor.id,
      })
      .returning();
    if (!row) throw impossible("webhook insert returned no row");
    await writeAudit(tx, actor, {
      entity: "webhook",
      key: String(row.id),
      action: "create",
      before: null,
      after: { url: row.url, events },
    });
    return { secret, row: subOut(row) };
  });
};

export const updateWebhook = async (
  db: Db,
  actor: AuthUser,
  input: UpdateWebhookInput,
): Promise<WebhookRow> => {
  assertAllowed(actor, "editWebhook", {});
  if (input.url !== undefined) await assertUrl(db, input.url);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, input.id))
      .for("update");
    if (!stored) throw notFound("Webhook subscription");
    assertVersion(stored.version, input.version, "webhook subscription");
    const reactivated = input.isactive === true && !stored.isactive;
    const [row] = await tx
      .update(webhookSubscriptions)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
        ...(input.isactive !== undefined ? { isactive: input.isactive } : {}),
        ...(reactivated ? { consecutivefailures: 0, disabledat: null, disabledreason: null } : {}),
        version: stored.version + 1,
      })
      .where(eq(webhookSubscriptions.id, input.id))
      .returning();
    if (!row) throw impossible("webhook update returned no row");
    await writeAudit(tx, actor, {
      entity: "webhook",
      key: String(row.id),
      action: "update",
      before: { url: stored.url, events: stored.events, isactive: stored.isactive },
      after: { url: row.url, events: row.events, isactive: row.isactive },
    });
    return subOut(row);
  });
};

export const deleteWebhook = async (db: Db, actor: AuthUser, id: number) => {
  assertAllowed(actor, "deleteWebhook", {});
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, id))
      .returning({ id: webhookSubscriptions.id, url: webhookSubscriptions.url });
    if (!gone) throw notFound("Webhook subscription");
    await writeAudit(tx, actor, {
      entity: "webhook",
      key: String(id),
      action: "delete",
      before: { url: gone.url },
      after: null,
    });
    return { id };
  });
};

/** The delivery log of one subscription, newest first (the last 200). */
export const listDeliveries = async (db: Db, subscriptionId: number) => {
  const [sub] = await db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, subscriptionId));
  if (!sub) throw notFound("Webhook subscription");
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionid, subscriptionId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(200);
  return { rows: rows.map(deliveryOut) };
};

/**
 * Sends a logged message again as a new delivery with the same `webhook-id` and body (so the receiver can
 * tell it is the same event); only to an active subscription.
 */
export const redeliver = async (db: Db, actor: AuthUser, deliveryId: number): Promise<WebhookDeliveryRow> => {
  assertAllowed(actor, "redeliverWebhook", {});
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ d: webhookDeliveries, isactive: webhookSubscriptions.isactive })
      .from(webhookDeliveries)
      .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionid))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!old) throw notFound("Webhook delivery");
    if (!old.isactive) {
      throw invalidState("The subscription is turned off. Turn it on before sending again.", {
        id: "subscription is turned off",
      });
    }
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        subscriptionid: old.d.subscriptionid,
        messageid: old.d.messageid,
        eventtype: old.d.eventtype,
        body: old.d.body,
      })
      .returning();
    if (!row) throw impossible("redelivery insert returned no row");
    await insertJob(tx, WEBHOOK_DELIVERY_KIND, { deliveryid: row.id }, { maxAttempts: WEBHOOK_MAX_ATTEMPTS });
    return deliveryOut(row);
  });
};
