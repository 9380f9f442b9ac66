import type { BenchUser } from "./types.ts";

/** Demo users (apps/server/src/seed/demo.ts); every one has the password Demo123!. */
export const VENDOR_USER: BenchUser = { email: "vendor@example.com", password: "Demo123!" };
export const CUSTOMER_USER: BenchUser = { email: "customer@example.com", password: "Demo123!" };
export const DISPATCHER_USER: BenchUser = { email: "dispatcher@example.com", password: "Demo123!" };
