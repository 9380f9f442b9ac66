import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

/**
 * Lighthouse accessibility scores (issue 30: ≥ 98 on /login, /home, /workorder) of a running server, as
 * `npm start` serves it (build the SPA and the server first; see bench/RESULTS.md). Not part of `npm test`.
 *
 *   npm run lighthouse --workspace @fm/bench -- --url http://127.0.0.1:3999 [--runs 3]
 *
 * /login is scored signed out; the others after signing in as the demo dispatcher through the form (Lighthouse
 * keeps the page's storage: disableStorageReset). Desktop form factor; Debian's Chromium (CHROMIUM_PATH).
 */
const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3999" },
    runs: { type: "string", default: "1" },
    email: { type: "string", default: "dispatcher@example.com" },
    password: { type: "string", default: "Demo123!" },
  },
});
const base = values.url.replace(/\/$/, "");
const runs = Math.max(1, Number(values.runs) || 1);
const PAGES = [
  { path: "/login", signedIn: false },
  { path: "/home", signedIn: true },
  { path: "/workorder", signedIn: true },
] as const;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--window-size=1440,900"],
  defaultViewport: null,
});

let signedIn = false;
/** Once: the session stays in the browser's storage for the next pages. */
const signIn = async () => {
  if (signedIn) return;
  signedIn = true;
  const page = await browser.newPage();
  await page.goto(`${base}/login`, { waitUntil: "networkidle0" });
  await page.locator("input[type=email], input[name=email]").fill(values.email);
  await page.locator("input[type=password]").fill(values.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname === "/home", { timeout: 60_000 }),
    page.locator("button[type=submit]").click(),
  ]);
  await page.close();
};

const scoreOf = async (path: string): Promise<{ score: number; failing: string[] }> => {
  const page = await browser.newPage();
  const result = await lighthouse(
    `${base}${path}`,
    {
      onlyCategories: ["accessibility"],
      formFactor: "desktop",
      screenEmulation: { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false },
      disableStorageReset: true,
      maxWaitForLoad: 60_000,
      logLevel: "error",
    },
    undefined,
    page,
  );
  await page.close();
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
  if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== path)
    throw new Error(`${path} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  return { score: Math.round((lhr.categories.accessibility?.score ?? 0) * 100), failing };
};

try {
  const rows: string[] = [];
  for (const { path, signedIn } of PAGES) {
    if (signedIn) await signIn();
    const scores: number[] = [];
    const failing = new Set<string>();
    for (let i = 0; i < runs; i++) {
      const r = await scoreOf(path);
      scores.push(r.score);
      for (const f of r.failing) failing.add(f);
    }
    const min = Math.min(...scores);
    rows.push(
      `${path.padEnd(12)} accessibility ${scores.join(" / ")}${min >= 98 ? "" : "  BELOW 98"}${failing.size ? `  failing: ${[...failing].join(", ")}` : ""}`,
    );
    console.log(rows.at(-1));
  }
  console.log(`\n${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${base}`);
} finally {
  await browser.close();
}
