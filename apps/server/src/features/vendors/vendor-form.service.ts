import { hasComplianceAlert, isAdmin, todayIso, vendorRecordAbilities } from "@fm/domain";
import type { VendorDetail, VendorNewBody, VendorUpdatePatch } from "@fm/domain/contracts";
import { SSN_MASK, VendorUpdateBody } from "@fm/domain/contracts";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  states,
  terms,
  vendorServiceStates,
  vendorStatusTypes,
  vendors,
  vendorTiers,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest, impossible, notFound } from "../../platform/errors.ts";
import { coordinatesOf } from "../../platform/geo/us-zips.ts";
import { applyPatch } from "../../platform/patch/apply-patch.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import type { SecretBox } from "../../platform/secrets/secret-box.ts";
import { num, ratingExpr, workOrderCountExpr } from "./vendor-sql.ts";

const isoDay = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

/** The tax id as the reader may see it: the whole number for Admin, "***-**-1234" for other staff. */
const shownSsn = (secrets: SecretBox, user: AuthUser, last4: string | null, sealed: string | null) => {
  if (!last4) return null;
  if (isAdmin(user) && sealed) {
    const digits = secrets.open(sealed);
    return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  }
  return `***-**-${last4}`;
};

type VendorRow = typeof vendors.$inferSelect;

/** The vendor's name and address, as the details page and the vendor's own profile show them. */
export const vendorAddressOf = (v: VendorRow) => ({
  name: v.name,
  firstname: v.firstname,
  lastname: v.lastname,
  address: v.address,
  address2: v.address2,
  city: v.city,
  statecode: v.statecode,
  postalcode: v.postalcode,
});

/** The vendor's compliance dates (certificates, W9, profile), as the details page and the vendor's profile show them. */
export const vendorComplianceOf = (v: VendorRow) => ({
  glexpirationdate: v.glexpirationdate,
  wcexpirationdate: v.wcexpirationdate,
  wcexempt: v.wcexempt,
  w9date: v.w9date,
  profiledate: v.profiledate,
});

/** GET /api/vendor/{id}: the shared loader of the details page (spec 3 §2.8). */
export const getVendorDetail = async (
  db: DbOrTx,
  secrets: SecretBox,
  user: AuthUser,
  id: number,
): Promise<VendorDetail> => {
  const [row] = await db
    .select({
      v: vendors,
      vendorstatus: vendorStatusTypes.type,
      rating: ratingExpr,
      workordercount: workOrderCountExpr,
    })
    .from(vendors)
    .leftJoin(vendorStatusTypes, eq(vendorStatusTypes.id, vendors.vendorstatustypeid))
    .where(eq(vendors.id, id));
  if (!row) throw notFound(`Vendor ${id}`);
  const served = await db
    .select({ id: states.id, statecode: states.statecode })
    .from(vendorServiceStates)
    .innerJoin(states, eq(states.id, vendorServiceStates.stateid))
    .where(eq(vendorServiceStates.vendorid, id))
    .orderBy(asc(states.statecode));
  const v = row.v;
  return {
    id: v.id,
    version: v.version,
    ...vendorAddressOf(v),
    county: v.county,
    country: v.country,
    latitude: v.latitude,
    longitude: v.longitude,
    primaryphone: v.primaryphone,
    primaryext: v.primaryext,
    secondaryphone: v.secondaryphone,
    secondaryext: v.secondaryext,
    primaryemail: v.primaryemail,
    secondaryemail: v.secondaryemail,
    dispatchemail: v.dispatchemail,
    ...vendorComplianceOf(v),
    minnte: num(v.minnte),
    tierid: v.tierid,
    termid: v.termid,
    vendorstatustypeid: v.vendorstatustypeid,
    vendorstatus: row.vendorstatus,
    paperworkcomplete: v.paperworkcomplete,
    backgroundchecksrun: v.backgroundchecksrun,
    allowlogin: v.allowlogin,
    billingvendorid: v.billingvendorid,
    isactive: v.isactive,
    autoattachenabled: v.autoattachenabled,
    isnationwide: v.isnationwide,
    isstatewide: v.isstatewide,
    isbadgerequired: v.isbadgerequired,
    isQuoteOnly: v.isquoteonly,
    ispreferredvendor: v.ispreferredvendor,
    servicestates: { states: served },
    ssn: shownSsn(secrets, user, v.ssnlast4, v.ssnsealed),
    rating: num(row.rating),
    numberofratings: v.numberofratings,
    workordercount: Number(row.workordercount),
    compliancealert: hasComplianceAlert(v, todayIso()),
    abilities: vendorRecordAbilities(user),
  };
};

/** Tier, term and status must be real rows: each bad one is named (400). */
const checkReferences = async (
  tx: DbOrTx,
  b: { tierid: number; termid: number; vendorstatustypeid?: number | null },
) => {
  const fields: Record<string, string> = {};
  const [tier] = await tx
    .select({ id: vendorTiers.id })
    .from(vendorTiers)
    .where(eq(vendorTiers.id, b.tierid));
  if (!tier) fields.tierid = "Tier was not found.";
  const [term] = await tx.select({ id: terms.id }).from(terms).where(eq(terms.id, b.termid));
  if (!term) fields.termid = "Term was not found.";
  if (b.vendorstatustypeid) {
    const [st] = await tx
      .select({ id: vendorStatusTypes.id })
      .from(vendorStatusTypes)
      .where(eq(vendorStatusTypes.id, b.vendorstatustypeid));
    if (!st) fields.vendorstatustypeid = "Status was not found.";
  }
  if (Object.keys(fields).length) throw badRequest("Please correct the highlighted fields.", fields);
};

const addressColumns = (b: VendorNewBody) => {
  const at = coordinatesOf(b.postalcode);
  return {
    name: b.name,
    firstname: b.firstname,
    lastname: b.lastname,
    address: b.address,
    address2: b.address2,
    city: b.city,
    statecode: b.statecode,
    postalcode: b.postalcode,
    county: b.county,
    country: b.country ?? "US",
    latitude: at?.latitude ?? null,
    longitude: at?.longitude ?? null,
    primaryphone: b.primaryphone,
    primaryext: b.primaryext,
    secondaryphone: b.secondaryphone,
    secondaryext: b.secondaryext,
    primaryemail: b.primaryemail,
    secondaryemail: b.secondaryemail,
    dispatchemail: b.dispatchemail,
    tierid: b.tierid,
    termid: b.termid,
  };
};

/** POST /api/vendor/save: a new vendor (active, status Incomplete until staff say otherwise); answers its id. */
export const saveVendor = (db: Db, user: AuthUser, body: VendorNewBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "createVendor", {});
    await checkReferences(tx, body);
    const [row] = await tx
      .insert(vendors)
      .values({ ...addressColumns(body), isactive: true, vendorstatustypeid: 1 })
      .returning({ id: vendors.id });
    if (!row) throw impossible("vendor insert returned no row");
    return { id: row.id };
  });

/** The ssn field of an update: undefined, null or the mask = keep, "" = clear, digits = replace. */
const ssnChange = (secrets: SecretBox, ssn: string | null | undefined) => {
  if (ssn === undefined || ssn === null || SSN_MASK.test(ssn)) return {};
  if (ssn === "") return { ssnlast4: null, ssnsealed: null };
  const digits = ssn.replace(/\D/g, "");
  return { ssnlast4: digits.slice(5), ssnsealed: secrets.seal(digits) };
};

const assertStates = async (tx: DbOrTx, ids: number[]) => {
  if (!ids.length) return;
  const found = await tx.select({ id: states.id }).from(states).where(inArray(states.id, ids));
  if (found.length !== new Set(ids).size)
    throw badRequest("Please correct the highlighted fields.", {
      "servicestates.states": "States Serviced: unknown state.",
    });
};

/**
 * PUT /api/vendor/update: the fields the user changed, at the version the page was read; a stale version answers
 * 409, a field left out keeps its stored value (the tax id too: it is never taken from the stored form).
 */
export const updateVendor = (db: Db, secrets: SecretBox, user: AuthUser, patch: VendorUpdatePatch) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "editVendor", {});
    const [stored] = await tx
      .select({ id: vendors.id, version: vendors.version })
      .from(vendors)
      .where(eq(vendors.id, patch.id))
      .for("update");
    if (!stored) throw notFound(`Vendor ${patch.id}`);
    assertVersion(stored.version, patch.version, "vendor");
    const {
      latitude: _lat,
      longitude: _lng,
      vendorstatus: _status,
      rating: _rating,
      numberofratings: _ratings,
      workordercount: _count,
      compliancealert: _alert,
      ssn: _ssn,
      abilities: _abilities,
      ...form
    } = await getVendorDetail(tx, secrets, user, stored.id);
    const body = applyPatch(VendorUpdateBody, form, patch);
    await checkReferences(tx, body);
    const stateIds = [...new Set(body.servicestates.states.map((s) => s.id))];
    await assertStates(tx, stateIds);
    await tx
      .update(vendors)
      .set({
        ...addressColumns(body),
        glexpirationdate: isoDay(body.glexpirationdate),
        wcexpirationdate: isoDay(body.wcexpirationdate),
        wcexempt: body.wcexempt,
        w9date: isoDay(body.w9date),
        profiledate: isoDay(body.profiledate),
        minnte: body.minnte === null || body.minnte === undefined ? null : body.minnte.toFixed(2),
        vendorstatustypeid: body.vendorstatustypeid ?? null,
        paperworkcomplete: body.paperworkcomplete,
        backgroundchecksrun: body.backgroundchecksrun,
        allowlogin: body.allowlogin,
        billingvendorid: body.billingvendorid,
        isactive: body.isactive,
        autoattachenabled: body.autoattachenabled,
        isnationwide: body.isnationwide,
        isstatewide: body.isstatewide,
        isbadgerequired: body.isbadgerequired,
        isquoteonly: body.isQuoteOnly,
        ispreferredvendor: body.ispreferredvendor,
        ...ssnChange(secrets, body.ssn),
        modifieddate: new Date(),
        version: sql`${vendors.version} + 1`,
      })
      .where(eq(vendors.id, stored.id));
    await tx.delete(vendorServiceStates).where(eq(vendorServiceStates.vendorid, stored.id));
    if (stateIds.length)
      await tx
        .insert(vendorServiceStates)
        .values(stateIds.map((stateid) => ({ vendorid: stored.id, stateid })));
    return getVendorDetail(tx, secrets, user, stored.id);
  });

/** Rows a vendor-child write needs: the vendor must exist (404 otherwise). */
export const requireVendor = async (tx: DbOrTx, id: number) => {
  const [v] = await tx.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.id, id));
  if (!v) throw notFound(`Vendor ${id}`);
  return v;
};

/** GET /api/vendor/getlists: the pick lists of the vendor form. */
export const getVendorFormLists = async (db: DbOrTx) => {
  const [stateRows, termRows, tiers, statustypes] = await Promise.all([
    db
      .select({ id: states.id, statecode: states.statecode, statename: states.statename })
      .from(states)
      .orderBy(asc(states.statecode)),
    db
      .select({ termid: terms.id, termdescription: terms.termdescription })
      .from(terms)
      .orderBy(asc(terms.days)),
    listVendorTiers(db),
    listVendorStatusTypes(db),
  ]);
  return { states: stateRows, terms: termRows, tiers, statustypes };
};

export const listVendorTiers = (db: DbOrTx) =>
  db
    .select({ id: vendorTiers.id, description: vendorTiers.description })
    .from(vendorTiers)
    .orderBy(asc(vendorTiers.id));

export const listVendorStatusTypes = (db: DbOrTx) =>
  db
    .select({ statusid: vendorStatusTypes.id, type: vendorStatusTypes.type })
    .from(vendorStatusTypes)
    .orderBy(asc(vendorStatusTypes.id));

/** GET /api/vendor/getvendorsforlookup: every vendor by name (pickers), active ones first. */
export const listVendorsForLookup = (db: DbOrTx) =>
  db
    .select({ id: vendors.id, name: vendors.name, isactive: vendors.isactive })
    .from(vendors)
    .orderBy(sql`${vendors.isactive} desc`, asc(vendors.name), asc(vendors.id));
