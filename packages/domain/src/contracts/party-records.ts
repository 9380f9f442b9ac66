import { z } from "zod";
import { id, optionalText, requiredText, version } from "./primitives.ts";
import { optionalEmail, optionalUsPhone } from "./us-phone.ts";

/*
 * The records a customer and a vendor both keep (spec 3 §3 Customer contact / Vendor contact: the same
 * fields; title at most 50). One set of building blocks; each party's contract names its parent id.
 */

const contactFields = {
  title: optionalText("Title", 50),
  isprimary: z.boolean().default(false),
  firstname: requiredText("First Name", 100),
  lastname: requiredText("Last Name", 100),
  emailaddress: optionalEmail("Email"),
  phone: optionalUsPhone(),
  mobilephone: optionalUsPhone(),
};

const storedContact = {
  id: z.number(),
  version: z.number(),
  title: z.string().nullable(),
  isprimary: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
  emailaddress: z.string().nullable(),
  phone: z.string().nullable(),
  mobilephone: z.string().nullable(),
};

/** A contact edit: the same body for either party (the row names its parent). */
export const UpdatePartyContactBody = z.object({ id: id("id"), version, ...contactFields });
export type UpdatePartyContactBody = z.infer<typeof UpdatePartyContactBody>;

/** The add body and the stored row of one party's contacts, keyed by its parent id (customerid, vendorid). */
export const partyContactContracts = <K extends string>(parent: K) => {
  const parentId = { [parent]: id(parent) } as Record<K, ReturnType<typeof id>>;
  const parentNumber = { [parent]: z.number() } as Record<K, z.ZodNumber>;
  const add = z.object({ ...parentId, ...contactFields });
  const row = z.object({ ...storedContact, ...parentNumber });
  return { add, row, list: z.array(row) };
};
