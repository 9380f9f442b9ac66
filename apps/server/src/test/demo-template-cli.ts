import { ensureDemoTemplate } from "./demo-template.ts";

// Prints the seeded demo data folder for the current sources (scripts/test-e2e.mjs, AGENTS.md).
console.log(await ensureDemoTemplate());
