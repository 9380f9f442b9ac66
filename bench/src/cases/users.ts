import { sql } from "drizzle-orm";
import type { Db } from "../../../apps/server/src/db/client.ts";
import { users } from "../../../apps/server/src/db/schema/index.ts";
import type { AuthUser } from "../../../apps/server/src/platform/auth/auth-user.ts";
import type { BenchUser } from "./types.ts";

/** Demo users (apps/server/src/seed/demo.ts); every one has the password Demo123!. */
export const VENDOR_USER: BenchUser = { email: "vendor@example.com", password: "Demo123!" };
export const CUSTOMER_USER: BenchUser = { email: "customer@example.com", password: "Demo123!" };
export const DISPATCHER_USER: BenchUser = { email: "dispatcher@example.com", password: "Demo123!" };
export const TECH_USER: BenchUser = { email: "tech@example.com", password: "Demo123!" };

/** The signed-in external user as the server loads it (id, vendor/customer link, role), read in a case's setup. */
export const externalUser = (login: BenchUser, role: "Vendor" | "Customer" | "Tech") => {
  let user: AuthUser | null = null;
  return {
    setup: async (db: Db): Promise<void> => {
      const [row] = await db
        .select({ id: users.id, vendorid: users.vendorid, customerid: users.customerid })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${login.email})`);
      if (!row) throw new Error(`no user ${login.email}`);
      user = { ...row, email: login.email, name: login.email, roles: [role], permissions: [] };
    },
    get: (): AuthUser => {
      if (!user) throw new Error(`setup() of ${login.email} has not run`);
      return user;
    },
  };
};
