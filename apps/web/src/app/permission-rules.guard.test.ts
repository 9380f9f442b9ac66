import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Issue 28: the web shows and enables actions from the `abilities` the server computes from its policies,
 * never from a permission or status rule of its own. This guard fails when a web file imports one of the
 * domain's rule functions from "@fm/domain" unless it is listed below with the reason it still may.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RULES = ["can", "canAny", "canReopen", "canCreateWorkOrder", "hasPermission", "isLockedStatus"];

/** `file` (relative to apps/web/src) → the rules it may import and why. */
const ALLOWED: Record<string, { rules: string[]; why: string }> = {
  "app/screens.ts": {
    rules: ["can"],
    why: "which screens a user may open (navigation and the menu), the route table's rule, not an action on a record",
  },
  "features/vendor-search/VendorSearchPage.tsx": {
    rules: ["can"],
    why: "the page's own 'Unauthorized to view this page.' (spec 3 §2.16): page access, the route's access rule",
  },
  "features/customers/CustomerImportPage.tsx": {
    rules: ["can"],
    why: "the import page's 'Unauthorized to view this page.' (spec 3 §2.15): page access, the route's access rule",
  },
  "features/customers/JobSitesPage.tsx": {
    rules: ["can"],
    why: "the job-site list's 'Unauthorized to view this page.' (spec 3 §2.6): page access",
  },
  "features/workorder-import/ImportWorkOrderPage.tsx": {
    rules: ["canCreateWorkOrder"],
    why: "the import page's access (add:workorder or add:workorders), the route's access rule",
  },
  "features/workorders/WorkOrdersPage.tsx": {
    rules: ["canCreateWorkOrder"],
    why: "Add Work Order is drawn before the first page answers; the list's abilities.addWorkOrder says the same",
  },
  "features/workorder-detail/NewWorkOrderPage.tsx": {
    rules: ["canCreateWorkOrder"],
    why: "the new-order page's access (add:workorder or add:workorders) before any record exists, the route's access rule",
  },
  "features/workorder-detail/WorkOrderDetailPage.tsx": {
    rules: ["isLockedStatus"],
    why: "the form's read-only look follows the status being edited before it is saved (the server's abilities describe the stored one)",
  },
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });

/** The names a file imports from "@fm/domain" (the package root, where the rules live). */
const domainImports = (text: string): string[] =>
  [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@fm\/domain"/g)].flatMap((m) =>
    (m[1] ?? "")
      .split(",")
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith("type "))
      .map((n) => n.split(/\s+as\s+/)[0] as string),
  );

const ruleImports = (): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const file of sourceFiles(SRC)) {
    const rel = path.relative(SRC, file).split(path.sep).join("/");
    const rules = domainImports(fs.readFileSync(file, "utf8")).filter((n) => RULES.includes(n));
    if (rules.length) out[rel] = rules.sort();
  }
  return out;
};

describe("web files decide from the server's abilities", () => {
  it("import no permission or status rule from @fm/domain outside the allow-list", () => {
    const found = ruleImports();
    const unlisted = Object.entries(found)
      .map(([file, rules]) => [file, rules.filter((r) => !ALLOWED[file]?.rules.includes(r))] as const)
      .filter(([, rules]) => rules.length > 0);
    expect(Object.fromEntries(unlisted), "read the record's `abilities` (AGENTS.md: policies)").toEqual({});
  });

  it("the allow-list does not rot: each listed file still imports what it is allowed", () => {
    const found = ruleImports();
    for (const [file, { rules }] of Object.entries(ALLOWED))
      for (const rule of rules) expect(found[file] ?? [], `${file} ${rule}`).toContain(rule);
  });

  it("reads an import list as TypeScript writes it", () => {
    expect(
      domainImports('import { can, type Permission, isLockedStatus as locked } from "@fm/domain";'),
    ).toEqual(["can", "isLockedStatus"]);
    expect(domainImports('import { can } from "@fm/domain/contracts";')).toEqual([]);
  });
});
