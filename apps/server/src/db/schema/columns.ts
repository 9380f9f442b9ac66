import { numeric, timestamp } from "drizzle-orm/pg-core";

/** Column shapes every schema file uses: UTC timestamps, money as numeric(12,2), quantities to 3 decimals. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const qty = (name: string) => numeric(name, { precision: 12, scale: 3 });
