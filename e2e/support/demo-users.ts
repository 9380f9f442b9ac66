/** The seeded demo logins (apps/server/src/seed/demo-users.ts), written out so tests fail if they change. */
export const DEMO_PASSWORD = "Demo123!";

export const DEMO = {
  Admin: { email: "admin@example.com", name: "Alex Admin" },
  Dispatchers: { email: "dispatcher@example.com", name: "Dana Dispatcher" },
  AccountingAdmin: { email: "accounting@example.com", name: "Avery Accounts" },
  Vendor: { email: "vendor@example.com", name: "Victor Vendor" },
  Tech: { email: "tech@example.com", name: "Terry Tech" },
  Customer: { email: "customer@example.com", name: "Casey Customer" },
} as const;

export type DemoRole = keyof typeof DEMO;

/** vendor-portal (issue 12): the second vendor's logins (isolation checks). */
export const DEMO_SECOND_VENDOR = {
  Vendor: { email: "vendor2@example.com", name: "Vera Vendortwo" },
  Tech: { email: "tech2@example.com", name: "Tomas Techtwo" },
} as const;
