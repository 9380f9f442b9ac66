import { uid } from "../../test/factories.ts";

/** The user editor's Create body of a new Dispatcher, unique by name and e-mail, with `over` on top. */
export const newUserBody = (over: Record<string, unknown> = {}) => ({
  given_name: "Dana",
  family_name: `Scully ${uid()}`,
  email: `dana-${uid()}@example.test`,
  app_metadata: { roles: ["Dispatchers"] },
  reports: [1, 13],
  isactive: true,
  blocked: false,
  isdispatcher: true,
  isvendor: false,
  vendorid: null,
  customerid: null,
  ...over,
});
