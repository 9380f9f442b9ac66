import type { GridState } from "@fm/domain";
import type { SavedView } from "@fm/domain/contracts";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { savedViews } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../platform/errors.ts";

type PageType = SavedView["pagetype"];
type Row = typeof savedViews.$inferSelect;

const presentView = (r: Row): SavedView => ({
  viewid: r.id,
  viewname: r.viewname,
  isdefault: r.isdefault,
  pagetype: r.pagetype as PageType,
  view: r.view as GridState,
});

/** A view of this user; another user's view is reported as missing. */
const ownView = async (tx: DbOrTx, userid: number, viewid: number) => {
  const [row] = await tx
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, viewid), eq(savedViews.userid, userid)));
  if (!row) throw notFound(`View ${viewid}`);
  return row;
};

const clearDefault = (tx: DbOrTx, userid: number, pagetype: PageType) =>
  tx
    .update(savedViews)
    .set({ isdefault: false })
    .where(and(eq(savedViews.userid, userid), eq(savedViews.pagetype, pagetype)));

export const listViews = (db: Db, userid: number, pagetype: PageType) =>
  db
    .select({ viewid: savedViews.id, viewname: savedViews.viewname, isdefault: savedViews.isdefault })
    .from(savedViews)
    .where(and(eq(savedViews.userid, userid), eq(savedViews.pagetype, pagetype)))
    .orderBy(desc(savedViews.isdefault), asc(savedViews.viewname));

export const getView = async (db: Db, userid: number, viewid: number) =>
  presentView(await ownView(db, userid, viewid));

export const createView = (
  db: Db,
  userid: number,
  input: { viewName: string; viewType: PageType; isDefault: boolean; view: GridState },
) =>
  db.transaction(async (tx) => {
    if (input.isDefault) await clearDefault(tx, userid, input.viewType);
    const [row] = await tx
      .insert(savedViews)
      .values({
        userid,
        pagetype: input.viewType,
        viewname: input.viewName,
        isdefault: input.isDefault,
        view: input.view,
      })
      .returning();
    if (!row) throw new Error("view not stored");
    return presentView(row);
  });

export const updateView = (
  db: Db,
  userid: number,
  input: {
    viewId: number;
    viewType: PageType;
    viewName?: string | undefined;
    isDefault?: boolean | undefined;
    view: GridState;
  },
) =>
  db.transaction(async (tx) => {
    const existing = await ownView(tx, userid, input.viewId);
    if (existing.pagetype !== input.viewType) {
      throw badRequest("The view belongs to another page.", {
        viewType: `view ${input.viewId} is of type ${existing.pagetype}`,
      });
    }
    if (input.isDefault) await clearDefault(tx, userid, input.viewType);
    const [row] = await tx
      .update(savedViews)
      .set({
        view: input.view,
        modifieddate: new Date(),
        ...(input.viewName ? { viewname: input.viewName } : {}),
        ...(input.isDefault !== undefined ? { isdefault: input.isDefault } : {}),
      })
      .where(eq(savedViews.id, existing.id))
      .returning();
    if (!row) throw notFound(`View ${input.viewId}`);
    return presentView(row);
  });

/** The default view is applied on load and cannot be deleted (spec 1 §4). */
export const removeView = (db: Db, userid: number, viewid: number) =>
  db.transaction(async (tx) => {
    const existing = await ownView(tx, userid, viewid);
    if (existing.isdefault)
      throw badRequest("The default view cannot be deleted.", { viewId: "is the default view" });
    await tx.delete(savedViews).where(eq(savedViews.id, existing.id));
    return { removed: true };
  });

/**
 * Reset Layout: no view of this page type is the default any more, so the page opens with the built-in
 * layout. The views themselves are kept — nothing a user saved is lost.
 */
export const resetMyView = async (db: Db, userid: number, pagetype: PageType) => {
  await clearDefault(db, userid, pagetype);
  return { reset: true };
};
