import type { SiteMetaEntry, UpdateSiteMetaBody } from "@fm/domain/contracts";
import { asc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { siteMeta } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, impossible, notFound } from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { writeAudit } from "../admin/index.ts";

const present = (r: typeof siteMeta.$inferSelect): SiteMetaEntry => ({
  id: r.id,
  tablename: r.tablename,
  datafieldname: r.datafieldname,
  displaynamefield: r.displaynamefield,
  version: r.version,
});

/** The Labels editor's list: every caption with its id and version. */
export const listSiteMetaEntries = async (db: DbOrTx) =>
  (await db.select().from(siteMeta).orderBy(asc(siteMeta.tablename), asc(siteMeta.datafieldname))).map(
    present,
  );

/**
 * A new display name for one field (Admin): versioned (409 on a stale edit) and audited in adminaudit in
 * the same transaction. Screens read it on their next page load (the web caches /api/site/meta per load).
 */
export const updateSiteMeta = (db: Db, actor: AuthUser, body: UpdateSiteMetaBody) =>
  db.transaction(async (tx) => {
    assertAllowed(actor, "editLabels", {});
    const [row] = await tx.select().from(siteMeta).where(eq(siteMeta.id, body.id)).for("update");
    if (!row) throw notFound(`Label ${body.id}`);
    assertVersion(row.version, body.version, "label");
    if (row.displaynamefield === body.displaynamefield) return present(row);
    const [saved] = await tx
      .update(siteMeta)
      .set({ displaynamefield: body.displaynamefield, version: row.version + 1 })
      .where(eq(siteMeta.id, row.id))
      .returning();
    if (!saved) throw impossible("label vanished inside its transaction");
    await writeAudit(tx, actor, {
      entity: "sitemeta",
      key: `${row.tablename}.${row.datafieldname}`,
      action: "update",
      before: { displaynamefield: row.displaynamefield },
      after: { displaynamefield: saved.displaynamefield },
    });
    return present(saved);
  });
