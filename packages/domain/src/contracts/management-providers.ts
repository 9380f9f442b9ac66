import { z } from "zod";
import { id, optionalText, optionalWebAddress, requiredText, version } from "./primitives.ts";

/** GET /api/managementprovider/getproviders (staff): the providers with website and user id. */
export const ManagementProviderRow = z.object({
  id: z.number(),
  version: z.number(),
  managementprovider: z.string(),
  webaddress: z.string().nullable(),
  userid: z.string().nullable(),
  haspassword: z.boolean(),
  customercount: z.number(),
});
export type ManagementProviderRow = z.infer<typeof ManagementProviderRow>;
export const ManagementProviderRows = z.array(ManagementProviderRow);

const providerFields = {
  managementprovider: requiredText("Management Provider", 200),
  webaddress: optionalWebAddress("Web Address", 500),
  userid: optionalText("User Id", 200),
};
/** POST /api/managementprovider/save (Admin). */
export const SaveProviderBody = z.object({
  ...providerFields,
  password: optionalText("Password", 200),
});
export type SaveProviderBody = z.infer<typeof SaveProviderBody>;
/** PUT /api/managementprovider/update (Admin): a blank password keeps the stored one. */
export const UpdateProviderBody = z.object({
  id: id("id"),
  version,
  ...providerFields,
  password: optionalText("Password", 200),
});
export type UpdateProviderBody = z.infer<typeof UpdateProviderBody>;
