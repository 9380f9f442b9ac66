import fs from "node:fs";
import { WorkOrderListPage } from "@fm/domain/contracts";
import { z } from "zod";
import { compileResponseSchema } from "../../apps/server/src/platform/serializer/compiled-serializer.ts";

/**
 * The list page's serializer alone, zod at run time vs compiled (issue 19):
 *   curl -H "authorization: Bearer …" "http://…/api/workorder/getworkorders?status=all&pageSize=100" > page.json
 *   npx tsx bench/src/serializer-micro.ts page.json
 */
const file = process.argv[2];
if (!file) throw new Error("usage: tsx bench/src/serializer-micro.ts <saved list page .json>");
const page = z.parse(WorkOrderListPage, JSON.parse(fs.readFileSync(file, "utf8")));
const fn = compileResponseSchema(WorkOrderListPage);
if (typeof fn !== "function") throw new Error(`the list page does not compile: ${fn.reason}`);
const viaZod = () => JSON.stringify(z.encode(WorkOrderListPage, page));
const time = (f: () => string, n = 300) => {
  for (let i = 0; i < 30; i++) f();
  const start = performance.now();
  for (let i = 0; i < n; i++) f();
  return (performance.now() - start) / n;
};
console.log(`rows ${page.rows.length}, ${fn(page).length} bytes, identical: ${fn(page) === viaZod()}`);
for (let k = 0; k < 3; k++)
  console.log(`zod ${time(viaZod).toFixed(3)} ms   compiled ${time(() => fn(page)).toFixed(3)} ms`);
