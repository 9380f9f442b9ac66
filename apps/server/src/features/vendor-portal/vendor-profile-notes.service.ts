import type { VendorProfileNote } from "@fm/domain/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { listVendorNotes } from "../vendors/index.ts";
import { vendorIdOf } from "./vendor-scope.ts";

/**
 * My Profile's Notes (spec 2 §4: vendor notes carry canvendorsee): the caller's own vendor only, only the flagged
 * notes, newest first, without the staff-side fields.
 */
export const listMyVendorNotes = async (db: Db, user: AuthUser): Promise<VendorProfileNote[]> =>
  (await listVendorNotes(db, vendorIdOf(user), true)).map((n) => ({
    id: n.id,
    note: n.note,
    createdbyname: n.createdbyname,
    createddate: n.createddate,
  }));
