import { parseArgs } from "node:util";
import { createContext, openAppDatabase } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { hasDemoData, seedDemoData } from "./demo.ts";
import { ensureTradeCount, scaleVendors, scaleWorkOrders } from "./scale.ts";

const HELP = `Usage: npm run seed -- [options]

  --demo                 build the demo data set (customers, vendors, users, 2,000 work orders)
  --force                with --demo: seed even though users already exist
  --workorders N         with --demo: how many demo work orders (default 2000)
  --scale N              add N work orders (set-based SQL) to an already seeded database
  --vendors N            add N vendors with trades (set-based SQL)
  --trades N             make sure at least N trades exist (adds trades before vendors)
  --trades-per-vendor K  trades per added vendor (default 3; >= the trade count gives every trade)
  --batch N              rows per statement for --scale (default 50000)
  --yes-seed-postgres    allow seeding the PostgreSQL database named by DATABASE_URL
  -h, --help             this text

The database is the app's: DATABASE_URL (PostgreSQL) or PGlite under DATA_DIR (default ./data).`;

const int = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/_/g, ""));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a whole number, got "${value}"`);
  return n;
};

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      demo: { type: "boolean", default: false },
      force: { type: "boolean", default: false },
      workorders: { type: "string" },
      scale: { type: "string" },
      vendors: { type: "string" },
      trades: { type: "string" },
      "trades-per-vendor": { type: "string" },
      batch: { type: "string" },
      "yes-seed-postgres": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  const scale = int(values.scale, "scale");
  const vendorCount = int(values.vendors, "vendors");
  const tradeCount = int(values.trades, "trades");
  if (
    values.help ||
    (!values.demo && scale === undefined && vendorCount === undefined && tradeCount === undefined)
  ) {
    console.log(HELP);
    return values.help ? 0 : 1;
  }

  const config = loadConfig();
  if (config.DATABASE_URL && !values["yes-seed-postgres"] && config.SEED_DEMO !== true) {
    const shown = config.DATABASE_URL.replace(/\/\/[^@/]*@/, "//***@");
    console.error(
      `Refusing to seed PostgreSQL (${shown}): seeding writes demo rows into that database.\n` +
        "Pass --yes-seed-postgres (or set SEED_DEMO=true) if this really is a database you mean to fill.",
    );
    return 2;
  }
  const started = performance.now();
  const database = await openAppDatabase(config);
  console.log(`Database: ${database.kind}${database.kind === "pglite" ? ` (${config.dataDir})` : ""}`);
  try {
    const log = (line: string) => console.log(line);
    if (values.demo) {
      if ((await hasDemoData(database.db)) && !values.force) {
        console.error("The database already has users; not seeding demo data. Use --force to add it anyway.");
        return 3;
      }
      console.log("Seeding demo data…");
      const s = await seedDemoData(database.db, {
        log,
        workOrders: int(values.workorders, "workorders"),
        files: await createContext(config, database),
      });
      console.log(
        `Demo data: ${s.customers} customers, ${s.jobSites} job sites, ${s.vendors} vendors, ${s.users} users, ` +
          `${s.workOrders} work orders, ${s.vendorLines} vendor lines, ${s.notes} notes, ${s.events} notices ` +
          `in ${s.seconds.toFixed(1)} s`,
      );
    }
    if (tradeCount !== undefined) {
      const added = await ensureTradeCount(database.db, tradeCount);
      console.log(`Trades: added ${added}`);
    }
    if (vendorCount) {
      console.log(`Adding ${vendorCount.toLocaleString("en-US")} vendors…`);
      const r = await scaleVendors(database.db, vendorCount, {
        tradesPerVendor: int(values["trades-per-vendor"], "trades-per-vendor"),
        log,
      });
      console.log(
        `Vendors: +${r.vendors.toLocaleString("en-US")} with ${r.vendorTrades.toLocaleString("en-US")} trades in ${r.seconds.toFixed(1)} s`,
      );
    }
    if (scale) {
      console.log(`Adding ${scale.toLocaleString("en-US")} work orders…`);
      const r = await scaleWorkOrders(database.db, scale, { batchSize: int(values.batch, "batch"), log });
      console.log(
        `Work orders: +${r.workOrders.toLocaleString("en-US")} in ${r.seconds.toFixed(1)} s (SLA clocks: ${r.slaClocks.toLocaleString("en-US")} computed, ${r.slaStagesRecorded.toLocaleString("en-US")} past stages recorded as sent)`,
      );
    }
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await database.close();
  }
};

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
