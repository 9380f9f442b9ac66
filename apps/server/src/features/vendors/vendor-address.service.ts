import type { VendorAddressValidation, VendorNewBody } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
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
  const columns = {
    id: vendors.id,
    name: vendors.name,
    address: vendors.address,
    postalcode: vendors.postalcode,
  };
  // Three look-ups, not one capped OR: a ZIP with many vendors must not crowd the e-mail or phone match out.
  const [sameZip, [byEmail], [byPhone]] = await Promise.all([
    db.select(columns).from(vendors).where(sql`left(${vendors.postalcode}, 5) = ${zip5}`).limit(5000),
    db
      .select(columns)
      .from(vendors)
      .where(sql`lower(${vendors.primaryemail}) = lower(${body.primaryemail})`)
      .orderBy(vendors.id)
      .limit(1),
    phone
      ? db
          .select(columns)
          .from(vendors)
          .where(sql`right(regexp_replace(${vendors.primaryphone}, '[^0-9]', '', 'g'), 10) = ${phone}`)
          .orderBy(vendors.id)
          .limit(1)
      : Promise.resolve([]),
  ]);
  const match = sameZip.find((c) => addressKey(c.address, c.postalcode) === key);
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
