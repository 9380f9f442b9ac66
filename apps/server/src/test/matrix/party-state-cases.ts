import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  customerContacts,
  customerNotes,
  users,
  vendorContacts,
  vendorNotes,
  vendorRatings,
  vendors,
} from "../../db/schema/index.ts";
import { makeCustomer, makeUser, makeVendor } from "../factories.ts";
import { STAFF } from "./caller-groups.ts";
import type { Fixture } from "./fixtures.ts";
import type { RecordState, StateCase } from "./state-kit.ts";

/**
 * The customer / vendor management and Admin writes by state (issue 28, admin / party policies): a party record
 * of the external caller's OWN customer or vendor (a Customer, Vendor or Tech reaching their own company's
 * staff-side record: the foreign tenant of these staff-only writes) and of another party; an Admin's edit of
 * their own account (the self-lockout rule) and of another user. A refusal leaves the record as it was.
 */
const PARTY_STATES: readonly RecordState[] = ["caller's own party", "another party"];

const customerOf = async (f: Fixture, state: RecordState) =>
  state === "caller's own party" ? f.owner.customerid : (await makeCustomer(f.t.db)).id;
const vendorOf = async (f: Fixture, state: RecordState) =>
  state === "caller's own party" ? f.owner.vendorid : (await makeVendor(f.t.db)).id;

/** Every row of the party in the table: what a refused write must leave as it was. */
const rowsOf = (f: Fixture, table: PgTable, column: PgColumn, id: number) => () =>
  f.t.db.select().from(table).where(eq(column, id));

const partyCase = (
  name: string,
  build: StateCase["build"],
  refusal: (state: RecordState) => string | undefined = () => undefined,
): StateCase => ({ name, allowed: STAFF, states: PARTY_STATES, build, refusal });

const PARTY_CASES: StateCase[] = [
  partyCase("PUT /api/customer/contact/update", async (f, state) => {
    const customerid = await customerOf(f, state);
    const [c] = await f.t.db
      .insert(customerContacts)
      .values({ customerid, firstname: "Ann", lastname: "Lee" })
      .returning();
    if (!c) throw new Error("contact not created");
    return {
      snapshot: rowsOf(f, customerContacts, customerContacts.customerid, customerid),
      request: {
        method: "PUT",
        url: "/api/customer/contact/update",
        payload: { id: c.id, version: c.version, firstname: "Ann", lastname: "Lo" },
      },
    };
  }),
  partyCase("DELETE /api/customer/note/delete/{id}", async (f, state) => {
    const customerid = await customerOf(f, state);
    const [n] = await f.t.db
      .insert(customerNotes)
      .values({ customerid, note: "<p>Hello</p>", createdbyname: "Matrix" })
      .returning();
    if (!n) throw new Error("note not created");
    return {
      snapshot: rowsOf(f, customerNotes, customerNotes.customerid, customerid),
      request: { method: "DELETE", url: `/api/customer/note/delete/${n.id}?version=${n.version}` },
    };
  }),
  partyCase("DELETE /api/vendor/contact/delete/{id}", async (f, state) => {
    const vendorid = await vendorOf(f, state);
    const [c] = await f.t.db
      .insert(vendorContacts)
      .values({ vendorid, firstname: "Ann", lastname: "Lee" })
      .returning();
    if (!c) throw new Error("contact not created");
    return {
      snapshot: rowsOf(f, vendorContacts, vendorContacts.vendorid, vendorid),
      request: { method: "DELETE", url: `/api/vendor/contact/delete/${c.id}?version=${c.version}` },
    };
  }),
  partyCase("PUT /api/vendor/note/update", async (f, state) => {
    const vendorid = await vendorOf(f, state);
    const [n] = await f.t.db
      .insert(vendorNotes)
      .values({ vendorid, note: "<p>Hello</p>", createdbyname: "Matrix" })
      .returning();
    if (!n) throw new Error("note not created");
    return {
      snapshot: rowsOf(f, vendorNotes, vendorNotes.vendorid, vendorid),
      request: {
        method: "PUT",
        url: "/api/vendor/note/update",
        payload: { id: n.id, version: n.version, note: "<p>Edited</p>" },
      },
    };
  }),
  partyCase("POST /api/vendor/addvendorrating/{vendorId}/{rating}", async (f, state) => {
    const vendorid = await vendorOf(f, state);
    return {
      snapshot: async () => ({
        vendor: await rowsOf(f, vendors, vendors.id, vendorid)(),
        ratings: await rowsOf(f, vendorRatings, vendorRatings.vendorid, vendorid)(),
      }),
      request: { method: "POST", url: `/api/vendor/addvendorrating/${vendorid}/4.5` },
    };
  }),
];

/** PATCH updateuser blocking a user: refused on the Admin's own account (invalid_state), whoever else asks 403. */
const ADMIN_CASES: StateCase[] = [
  {
    name: "PATCH /api/admin/updateuser blocked",
    allowed: ["Admin"],
    states: ["another user", "own account"],
    build: async (f, state) => {
      const target =
        state === "own account"
          ? (await f.t.db.select().from(users).where(eq(users.id, f.userid)))[0]
          : await makeUser(f.t.db, { roles: ["Dispatchers"] });
      if (!target) throw new Error("user not found");
      return {
        snapshot: rowsOf(f, users, users.id, target.id),
        request: {
          method: "PATCH",
          url: "/api/admin/updateuser",
          payload: {
            user_id: target.id,
            version: target.version,
            given_name: target.firstname,
            family_name: target.lastname,
            email: target.email,
            app_metadata: { roles: target.roles },
            reports: [],
            blocked: true,
            vendorid: target.vendorid,
            customerid: target.customerid,
          },
        },
      };
    },
    refusal: (state) => (state === "own account" ? "400 invalid_state" : undefined),
  },
];

export const PARTY_STATE_CASES: readonly StateCase[] = [...PARTY_CASES, ...ADMIN_CASES];
