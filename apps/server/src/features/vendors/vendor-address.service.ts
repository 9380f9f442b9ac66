import type { VendorAddressValidation, VendorNewBody } from "@fm/domain/contracts";
import { eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { vendors } from "../../db/schema/index.ts";
import { validation } from "../../platform/errors.ts";
import { type AddressValidator, addressKey } from "./address-validator.ts";

const digitsOf = (phone: string) => phone.replace(/\D/g, "").slice(-10);

/**
 * POST /api/vendor/validateaddress (spec 2 §7, spec 3 §7.2): the address through the validator (400 naming
 * postalcode / statecode when the ZIP is unknown or in another state), then the existing vendors compared:
 * the same normalised street + ZIP, or the same primary e-mail or primary phone → existingAddress with the
 * vendor's name. Nothing is written.
 */
export const validateVendorAddress = async (
  db: DbOrTx,
  validator: AddressValidator,
  body: VendorNewBody,
): Promise<VendorAddressValidation> => {
  const outcome = await validator.validate({
    address: body.address,
    address2: body.address2,
    city: body.city,
    statecode: body.statecode,
    postalcode: body.postalcode,
  });
  if (!outcome.ok) throw validation("The address could not be validated.", outcome.problems);
  const a = outcome.address;
  const key = addressKey(a.address, a.postalcode);
  const zip5 = a.postalcode.slice(0, 5);
  const phone = body.primaryphone ? digitsOf(body.primaryphone) : null;
  const candidates = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      address: vendors.address,
      postalcode: vendors.postalcode,
      primaryemail: vendors.primaryemail,
      primaryphone: vendors.primaryphone,
    })
    .from(vendors)
    .where(
      or(
        sql`left(${vendors.postalcode}, 5) = ${zip5}`,
        sql`lower(${vendors.primaryemail}) = lower(${body.primaryemail})`,
        phone ? eq(vendors.primaryphone, body.primaryphone) : undefined,
      ),
    )
    .limit(500);
  const match = candidates.find((c) => addressKey(c.address, c.postalcode) === key);
  const byEmail = candidates.find((c) => c.primaryemail?.toLowerCase() === body.primaryemail.toLowerCase());
  const byPhone = phone
    ? candidates.find((c) => c.primaryphone && digitsOf(c.primaryphone) === phone)
    : undefined;
  const existing = match ?? byEmail ?? byPhone ?? null;
  const matchedOn = match ? "address" : byEmail ? "email" : byPhone ? "phone" : null;
  const corrected =
    a.address !== body.address ||
    (a.address2 ?? null) !== (body.address2 ?? null) ||
    a.city !== body.city ||
    a.statecode !== body.statecode;
  return {
    existingAddress: existing !== null,
    existingVendorName: existing?.name ?? null,
    existingVendorId: existing?.id ?? null,
    matchedOn,
    corrected,
    address: a.address,
    address2: a.address2,
    city: a.city,
    state: a.statecode,
    postalCode: a.postalcode,
    county: a.county,
    latitude: a.latitude,
    longitude: a.longitude,
  };
};
