/**
 * Writes src/schema.gen.ts from a running server's OpenAPI document:
 *   npm run generate --workspace @fm/api-client [-- http://localhost:3000]
 */
import { writeFile } from "node:fs/promises";
import { schemaSource } from "../src/generate.ts";

const origin = (process.argv[2] ?? process.env.FM_URL ?? "http://localhost:3000").replace(/\/$/, "");
const res = await fetch(`${origin}/api/openapi.json`);
if (!res.ok) throw new Error(`GET ${origin}/api/openapi.json answered ${res.status}`);
const target = new URL("../src/schema.gen.ts", import.meta.url);
await writeFile(target, await schemaSource((await res.json()) as object));
console.log(`wrote ${target.pathname}`);
