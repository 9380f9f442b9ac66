import { sql } from "drizzle-orm";
import type { BenchCase } from "./types.ts";

export const BENCH_LOGIN = { email: "admin@example.com", password: "Demo123!" };

export const login: BenchCase = {
  name: "POST /api/auth/login",
  method: "POST",
  path: "/api/auth/login",
  body: BENCH_LOGIN,
  auth: false,
  durationSeconds: 5,
  sqlIterations: 500,
  // The lookup and the login counter update; the argon2id verify and token signing are what the endpoint adds.
  bareSql: async (db) => {
    await db.execute(sql`select * from users where lower(email) = lower(${BENCH_LOGIN.email}) limit 1`);
    await db.execute(
      sql`update users set loginscount = loginscount + 1, lastlogin = now() where lower(email) = lower(${BENCH_LOGIN.email})`,
    );
  },
};
