import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  apiTokens,
  autoDispatchSettings,
  invoiceRules,
  slaHolidays,
  slaSettings,
  trades,
  users,
  vendorDocuments,
  vendors,
  webhookSubscriptions,
} from "../../db/schema/index.ts";
import { multipartBody, SAMPLES } from "../../features/attachments/attachment-test-helpers.ts";
import { makeUser, makeVendor, uid } from "../factories.ts";
import { ADMIN, TOKEN_OWNERS } from "./caller-groups.ts";
import type { MatrixCaller } from "./callers.ts";
import { adminCall, type Fixture } from "./fixtures.ts";
import type { RecordState, StateCase } from "./state-kit.ts";

/*
 * The writes that got their own policy last (issue 28): the vendor office's technicians and compliance documents
 * (own vendor vs another vendor's tech), API tokens (the caller's own vs another user's), and the Admin /
 * Accounting configuration of issues 32–33 (SLA, automatic dispatch, invoice rules, webhooks). A refusal carries
 * its code and leaves the rows as they were.
 */
const CONFIG: readonly RecordState[] = ["company setting"];

const rowsOf = (f: Fixture, table: PgTable, column: PgColumn, id: number) => () =>
  f.t.db.select().from(table).where(eq(column, id));

/** A technician of the caller's vendor, or of another vendor. */
const techOf = async (f: Fixture, state: RecordState) =>
  makeUser(f.t.db, {
    roles: ["Tech"],
    vendorid: state === "caller's own party" ? f.owner.vendorid : (await makeVendor(f.t.db)).id,
  });

const techCase = (name: string, payload: (tech: { id: number; email: string }) => object): StateCase => ({
  name,
  allowed: ["Vendor"],
  states: ["caller's own party", "another party"],
  build: async (f, state) => {
    const tech = await techOf(f, state);
    const [method, url] = name.split(" ") as [string, string];
    return {
      snapshot: rowsOf(f, users, users.id, tech.id),
      request: { method: method as "PATCH" | "POST", url, payload: payload(tech) },
    };
  },
  // Another vendor's technician is not found: the portal never says it exists.
  refusal: (state) => (state === "another party" ? "404 not_found" : undefined),
});

/** A token of the calling user, or of another user, straight in the table. */
const tokenOf = async (f: Fixture, state: RecordState) => {
  const userid = state === "own account" ? f.userid : (await makeUser(f.t.db, { roles: ["Dispatchers"] })).id;
  const [row] = await f.t.db
    .insert(apiTokens)
    .values({ userid, name: `Matrix ${uid()}`, prefix: "fmd_matrix", secrethash: `matrix-${uid()}-${uid()}` })
    .returning({ id: apiTokens.id });
  if (!row) throw new Error("matrix builder: token not created");
  return row.id;
};

const configCase = (
  name: string,
  allowed: readonly MatrixCaller[],
  build: (f: Fixture) => Promise<{ payload?: object; url?: string; snapshot: () => Promise<unknown> }>,
): StateCase => ({
  name,
  allowed,
  states: CONFIG,
  build: async (f) => {
    const [method, path] = name.split(" ") as [string, string];
    const built = await build(f);
    return {
      snapshot: built.snapshot,
      request: {
        method: method as "POST" | "PUT",
        url: built.url ?? path,
        ...(built.payload ? { payload: built.payload } : {}),
      },
    };
  },
  refusal: () => undefined,
});

export const CONFIGURATION_STATE_CASES: readonly StateCase[] = [
  techCase("PATCH /api/vendorprofile/updatetech", (tech) => ({
    user_id: tech.id,
    given_name: "Re",
    family_name: "Named",
    email: tech.email,
    blocked: true,
  })),
  techCase("POST /api/vendorprofile/changetechpassword", (tech) => {
    const password = `Pw-${uid()}-secret`;
    return { user_id: tech.id, password, confirmpassword: password };
  }),
  {
    name: "POST /api/vendorprofile/uploaddocument",
    allowed: ["Vendor"],
    states: ["caller's own party"],
    build: async (f) => ({
      snapshot: async () => ({
        vendor: await rowsOf(f, vendors, vendors.id, f.owner.vendorid)(),
        documents: await rowsOf(f, vendorDocuments, vendorDocuments.vendorid, f.owner.vendorid)(),
      }),
      request: {
        method: "POST",
        url: "/api/vendorprofile/uploaddocument",
        ...multipartBody({ doctype: "GL", date: "2027-01-15" }, [
          { name: `gl-${uid()}.pdf`, content: SAMPLES.pdf },
        ]),
      },
    }),
    refusal: () => undefined,
  },
  {
    name: "POST /api/profile/apitokens/revoke",
    allowed: TOKEN_OWNERS,
    states: ["own account", "another user"],
    build: async (f, state) => {
      const id = await tokenOf(f, state);
      return {
        snapshot: rowsOf(f, apiTokens, apiTokens.id, id),
        request: { method: "POST", url: `/api/profile/apitokens/revoke?id=${id}` },
      };
    },
    // Another user's token is not the caller's to find.
    refusal: (state) => (state === "another user" ? "404 not_found" : undefined),
  },
  {
    name: "POST /api/admin/apitokens/revoke",
    allowed: ADMIN,
    states: ["another user"],
    build: async (f, state) => {
      const id = await tokenOf(f, state);
      return {
        snapshot: rowsOf(f, apiTokens, apiTokens.id, id),
        request: { method: "POST", url: `/api/admin/apitokens/revoke?id=${id}` },
      };
    },
    refusal: () => undefined,
  },
  configCase("POST /api/sla/policies/settings", ADMIN, async (f) => {
    const [s] = await f.t.db.select().from(slaSettings).where(eq(slaSettings.id, 1));
    return {
      payload: { atriskminutes: 60, warnminutes: 60, notifyvendor: false, version: s?.version ?? 1 },
      snapshot: () => f.t.db.select().from(slaSettings),
    };
  }),
  configCase("POST /api/sla/policies/holidays/delete", ADMIN, async (f) => {
    const [h] = await f.t.db
      .insert(slaHolidays)
      .values({ holidaydate: "2199-12-27", name: `Matrix ${uid()}` })
      .returning();
    if (!h) throw new Error("matrix builder: holiday not created");
    return {
      payload: { id: h.id, version: h.version },
      snapshot: rowsOf(f, slaHolidays, slaHolidays.id, h.id),
    };
  }),
  configCase("POST /api/customer/autodispatch", ADMIN, async (f) => {
    const [trade] = await f.t.db
      .insert(trades)
      .values({ tradename: `Matrix auto ${uid()}` })
      .returning();
    if (!trade) throw new Error("matrix builder: trade not created");
    return {
      payload: { customerid: f.owner.customerid, tradeid: trade.id, enabled: false, waitminutes: 30 },
      snapshot: rowsOf(f, autoDispatchSettings, autoDispatchSettings.customerid, f.owner.customerid),
    };
  }),
  configCase("PUT /api/accounting/invoicerules", ["Admin", "AccountingAdmin"], async (f) => {
    const [rule] = await f.t.db.select().from(invoiceRules).where(eq(invoiceRules.key, "photos"));
    if (!rule) throw new Error("matrix builder: invoice rule missing");
    return {
      // The rule as stored (only its version moves): one configuration per database.
      payload: {
        key: "photos",
        enabled: rule.enabled,
        tolerance: Number(rule.tolerance),
        version: rule.version,
      },
      snapshot: () => f.t.db.select().from(invoiceRules).where(eq(invoiceRules.key, "photos")),
    };
  }),
  configCase("POST /api/admin/webhooks/delete", ADMIN, async (f) => {
    const { row } = await adminCall<{ row: { id: number } }>(f, {
      method: "POST",
      url: "/api/admin/webhooks",
      payload: { url: `https://203.0.113.10/hooks/${uid()}`, events: ["workorder.created"] },
    });
    return {
      url: `/api/admin/webhooks/delete?id=${row.id}`,
      snapshot: rowsOf(f, webhookSubscriptions, webhookSubscriptions.id, row.id),
    };
  }),
];
