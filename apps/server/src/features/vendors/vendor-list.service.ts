import { hasComplianceAlert, todayIso } from "@fm/domain";
import type { VendorGridPage, VendorGridQuery } from "@fm/domain/contracts";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { vendorStatusTypes, vendors } from "../../db/schema/index.ts";
import { compileGrid, escapeLike, type GridColumns } from "../../platform/grid/grid-sql.ts";
import { num, ratingExpr, tradesExpr, workOrderCountExpr } from "./vendor-sql.ts";

/** The columns the Vendors grid may filter, sort and search on (spec 3 §2.7); nothing else reaches SQL. */
export const VENDOR_COLUMNS: GridColumns = {
  id: { expr: sql`${vendors.id}`, type: "number" },
  name: { expr: sql`${vendors.name}`, type: "text", searchable: true },
  vendorstatustypeid: { expr: sql`${vendors.vendorstatustypeid}`, type: "number" },
  vendorstatus: { expr: sql`${vendorStatusTypes.type}`, type: "text" },
  isactive: { expr: sql`${vendors.isactive}`, type: "boolean" },
  rating: { expr: ratingExpr, type: "number" },
  numberofratings: { expr: sql`${vendors.numberofratings}`, type: "number" },
  autoattachenabled: { expr: sql`${vendors.autoattachenabled}`, type: "boolean" },
  minnte: { expr: sql`${vendors.minnte}`, type: "number" },
  tierid: { expr: sql`${vendors.tierid}`, type: "number" },
  paperworkcomplete: { expr: sql`${vendors.paperworkcomplete}`, type: "boolean" },
  backgroundchecksrun: { expr: sql`${vendors.backgroundchecksrun}`, type: "boolean" },
  city: { expr: sql`${vendors.city}`, type: "text", searchable: true },
  statecode: { expr: sql`${vendors.statecode}`, type: "text" },
  postalcode: { expr: sql`${vendors.postalcode}`, type: "text", searchable: true },
  primaryphone: { expr: sql`${vendors.primaryphone}`, type: "text", searchable: true },
  secondaryphone: { expr: sql`${vendors.secondaryphone}`, type: "text" },
  primaryemail: { expr: sql`${vendors.primaryemail}`, type: "text", searchable: true },
  dispatchemail: { expr: sql`${vendors.dispatchemail}`, type: "text", searchable: true },
  workordercount: { expr: workOrderCountExpr, type: "number", filterable: false },
  wcexempt: { expr: sql`${vendors.wcexempt}`, type: "boolean" },
  wcexpirationdate: { expr: sql`${vendors.wcexpirationdate}`, type: "date" },
  glexpirationdate: { expr: sql`${vendors.glexpirationdate}`, type: "date" },
  w9date: { expr: sql`${vendors.w9date}`, type: "date" },
  trades: { expr: tradesExpr, type: "text", sortable: false },
};

/**
 * The search box: name, city, ZIP, phone and e-mails, lower-cased once per write into the generated column
 * `vendors.searchtext` (migration 0029_vcore_vendor_search, trigram-indexed), so a 4-character search on
 * 20,000 vendors neither concatenates nor lower-cases per row.
 */
export const vendorSearch = (term: string) =>
  sql`vendors.searchtext like ${`%${escapeLike(term.toLowerCase())}%`}`;

/** One page of the Vendors list (spec 3 §2.7), every vendor (active or not: the Active column shows it). */
export const listVendorGrid = async (db: Db, q: VendorGridQuery): Promise<VendorGridPage> => {
  const grid = compileGrid(VENDOR_COLUMNS, q, {
    defaultSort: [{ column: "name", desc: false }],
    tieBreaker: sql`${vendors.id} asc`,
    search: vendorSearch,
  });
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: vendors.id,
        name: vendors.name,
        vendorstatustypeid: vendors.vendorstatustypeid,
        vendorstatus: vendorStatusTypes.type,
        isactive: vendors.isactive,
        rating: ratingExpr,
        numberofratings: vendors.numberofratings,
        autoattachenabled: vendors.autoattachenabled,
        minnte: vendors.minnte,
        tierid: vendors.tierid,
        paperworkcomplete: vendors.paperworkcomplete,
        backgroundchecksrun: vendors.backgroundchecksrun,
        city: vendors.city,
        statecode: vendors.statecode,
        postalcode: vendors.postalcode,
        primaryphone: vendors.primaryphone,
        secondaryphone: vendors.secondaryphone,
        primaryemail: vendors.primaryemail,
        dispatchemail: vendors.dispatchemail,
        workordercount: workOrderCountExpr,
        wcexempt: vendors.wcexempt,
        wcexpirationdate: vendors.wcexpirationdate,
        glexpirationdate: vendors.glexpirationdate,
        w9date: vendors.w9date,
        trades: tradesExpr,
      })
      .from(vendors)
      .leftJoin(vendorStatusTypes, eq(vendorStatusTypes.id, vendors.vendorstatustypeid))
      .where(grid.where)
      .orderBy(...grid.orderBy)
      .limit(grid.limit)
      .offset(grid.offset),
    // No filter and no search: count the vendors alone (an index-only scan once vacuumed), without the join.
    grid.isPlain
      ? db.select({ total: count() }).from(vendors)
      : db
          .select({ total: count() })
          .from(vendors)
          .leftJoin(vendorStatusTypes, eq(vendorStatusTypes.id, vendors.vendorstatustypeid))
          .where(grid.where),
  ]);
  const today = todayIso();
  return {
    rows: rows.map((r) => ({
      ...r,
      rating: num(r.rating),
      minnte: num(r.minnte),
      workordercount: Number(r.workordercount),
      compliancealert: hasComplianceAlert(r, today),
    })),
    total: counted[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
};
