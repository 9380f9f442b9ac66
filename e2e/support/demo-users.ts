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
