import type { VendorRatingResult } from "@fm/domain/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { vendorRatings, vendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { impossible, notFound } from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";

/**
 * POST /api/vendor/addvendorrating/{vendorId}/{rating}: one rating row (1 … 5 in half steps) and the vendor's
 * ratingsum / numberofratings in the same transaction; answers the new average (2 decimals).
 */
export const addVendorRating = (db: Db, user: AuthUser, vendorid: number, rating: number) =>
  db.transaction(async (tx): Promise<VendorRatingResult> => {
    assertAllowed(user, "rateVendor", {});
    const [updated] = await tx
      .update(vendors)
      .set({
        ratingsum: sql`${vendors.ratingsum} + ${rating.toFixed(1)}::numeric`,
        numberofratings: sql`${vendors.numberofratings} + 1`,
      })
      .where(eq(vendors.id, vendorid))
      .returning({ ratingsum: vendors.ratingsum, numberofratings: vendors.numberofratings });
    if (!updated) throw notFound(`Vendor ${vendorid}`);
    const [row] = await tx
      .insert(vendorRatings)
      .values({ vendorid, rating: rating.toFixed(1), createdby: user.id })
      .returning({ id: vendorRatings.id });
    if (!row) throw impossible("rating insert returned no row");
    return {
      rating: Math.round((Number(updated.ratingsum) / updated.numberofratings) * 100) / 100,
      numberofratings: updated.numberofratings,
    };
  });
