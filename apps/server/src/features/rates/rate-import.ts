import {
  customerImportKey,
  type ImportResult,
  rateFields,
  TRADE_RATE_IMPORT_COLUMNS,
  TRADE_RATE_IMPORT_KIND,
  TRADE_RATE_TYPES,
} from "@fm/domain/contracts";
import { z } from "zod";
import { customerTrades, trades } from "../../db/schema/index.ts";
import type { AppContext } from "../../platform/context.ts";
import { lookupZip } from "../../platform/geo/us-zips.ts";
import { defineFileImport } from "../../platform/jobs/file-import.ts";
import { JobFailed } from "../../platform/jobs/job-definition.ts";
import { requireCustomer } from "../customers/index.ts";
import { insertRateRows } from "./rates.service.ts";

const RateRow = z.object(rateFields);
const list = (v: string) =>
  v
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
const named = (v: string) =>
  list(v).map((s) => {
    const [n, st] = s.split("/");
    return { name: (n ?? "").trim(), statecode: (st ?? "").trim().toUpperCase() };
  });

/** Import Trade Rates (spec 3 §2.15): all rows or none, row-numbered errors; the trade is added when missing. */
export const tradeRateImport = (ctx: AppContext) =>
  defineFileImport(ctx, {
    policy: "importTradeRates",
    kind: TRADE_RATE_IMPORT_KIND,
    extension: "csv",
    key: z.object({ customerid: z.number() }),
    folder: "traderates",
    subjectId: (k) => k.customerid,
    exclusiveKey: (k) => customerImportKey(TRADE_RATE_IMPORT_KIND, k.customerid),
    busyMessage: "An import of trade rates for this customer is already running.",
    requireSubject: (db, k) => requireCustomer(db, k.customerid),
    run: async (job, file): Promise<ImportResult> => {
      const { customerid } = job.payload;
      const [header, ...lines] = await file.csvRows();
      const cols = (header ?? []).map((h) => h.trim().toLowerCase());
      const missing = TRADE_RATE_IMPORT_COLUMNS.filter((c) => !cols.includes(c.toLowerCase()));
      if (missing.length)
        throw new JobFailed(`The file is missing the column(s): ${missing.join(", ")}.`, {
          imported: 0,
          rows: 0,
          errors: [{ row: 1, field: "header", message: `Missing column(s): ${missing.join(", ")}` }],
          moreErrors: 0,
        } satisfies ImportResult);
      const tradeRows = await job.db.select({ id: trades.id, name: trades.tradename }).from(trades);
      const tradeByName = new Map(tradeRows.map((t) => [t.name.toLowerCase(), t.id]));
      const errors: ImportResult["errors"] = [];
      const good: { tradeid: number; values: z.infer<typeof RateRow> }[] = [];
      lines.forEach((line, i) => {
        const rowNo = i + 2;
        const at = (c: string) => (line[cols.indexOf(c.toLowerCase())] ?? "").trim();
        const tradeid = tradeByName.get(at("Trade").toLowerCase());
        if (!tradeid)
          errors.push({
            row: rowNo,
            field: "Trade",
            message: at("Trade") ? `Unknown trade ${at("Trade")}.` : "Trade is required.",
          });
        const type = TRADE_RATE_TYPES.find((t) => t.name.toLowerCase() === at("Rate Type").toLowerCase());
        const parsed = RateRow.safeParse({
          name: at("Name"),
          traderatetypeid: type?.id ?? 1,
          statecodes: list(at("States")),
          cities: named(at("Cities")).map((c) => ({ city: c.name, statecode: c.statecode })),
          counties: named(at("Counties")).map((c) => ({ county: c.name, statecode: c.statecode })),
          zipcodes: list(at("Zip Codes")).map((z) => ({
            zipcode: z,
            statecode: lookupZip(z)?.statecode ?? "",
          })),
          regularrate: at("Regular Rate"),
          overtimerate: at("Overtime Rate"),
          holidayrate: at("Holiday Rate"),
          tripcharge: at("Trip Charge"),
          markupcharge: at("Markup"),
        });
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            errors.push({ row: rowNo, field: String(issue.path[0] ?? ""), message: issue.message });
          return;
        }
        const states = new Set(parsed.data.statecodes);
        const outside = [
          ...parsed.data.cities.map((c) => c.statecode),
          ...parsed.data.counties.map((c) => c.statecode),
          ...parsed.data.zipcodes.map((z) => z.statecode),
        ].some((s) => !states.has(s));
        if (outside)
          errors.push({
            row: rowNo,
            field: "States",
            message: "Cities, counties and ZIP codes must be in the rate's states.",
          });
        else if (tradeid) good.push({ tradeid, values: parsed.data });
      });
      if (errors.length)
        throw new JobFailed(`${errors.length} error(s) in the file; nothing was imported.`, {
          imported: 0,
          rows: lines.length,
          errors: errors.slice(0, 200),
          moreErrors: Math.max(0, errors.length - 200),
        } satisfies ImportResult);
      if (!good.length)
        throw new JobFailed("The file has no rates.", { imported: 0, rows: 0, errors: [], moreErrors: 0 });
      await job.progress(0, good.length, "Saving rates");
      await job.db.transaction(async (tx) => {
        await requireCustomer(tx, customerid);
        for (const g of good) {
          const [ct] = await tx
            .insert(customerTrades)
            .values({ customerid, tradeid: g.tradeid })
            .onConflictDoUpdate({
              target: [customerTrades.customerid, customerTrades.tradeid],
              set: { isdeleted: false },
            })
            .returning({ id: customerTrades.id });
          if (!ct) throw new Error("customer trade not stored");
          await insertRateRows(tx, { customertradeid: ct.id }, g.values);
        }
      });
      await job.progress(good.length, good.length, `Saved ${good.length} rates`);
      return { imported: good.length, rows: lines.length, errors: [], moreErrors: 0 };
    },
  });
