import { STATUS } from "@fm/domain";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gridCaptions, isActiveCounts } from "./support/home.ts";
import { isEventStream, keptWithoutReload, markWindow, receivedAt, watchForText } from "./support/live.ts";
import { useBrowserSession } from "./support/session.ts";
import { findPostgres, type InstancePair, startInstancePair } from "./support/two-instances.ts";
import { chooseOption, openDetail } from "./support/workorder-detail.ts";
import {
  apiToken,
  expectToast,
  gridRow,
  openWorkOrders,
  pickWorkOrder,
  searchWorkOrders,
} from "./support/workorders.ts";

/**
 * Live screens across instances (issue 33, "Browser: two dispatchers in two browser contexts on two
 * instances"): two servers on one PostgreSQL database (support/two-instances.ts, a database of its own, dropped
 * afterwards). Dispatcher A on instance A changes an order's status through the form; dispatcher B on instance B
 * has the work-order list open in one window and the home dashboard's counts in another: both follow, without a
 * reload (LISTEN/NOTIFY → B's event stream → B's refetch). The event's path is held to a second: B's refetches
 * leave within LIVE_WITHIN_MS of A's save response. How long the refetch itself takes is the host's load (1.5 s
 * on a CI host running a second browser shard beside this one), so the screens are held only to follow well
 * before any poll would (the lists do not poll; home every 15 min); the end-to-end figure is a bench case
 * (bench/src/live-audit.ts, bench/RESULTS.md). Skipped when no
 * PostgreSQL answers (TEST_DATABASE_URL or 127.0.0.1:5432), except in CI with TEST_DATABASE_URL set, where that
 * fails.
 */
const LIVE_WITHIN_MS = 1000;

const postgres = await findPostgres();
if (postgres.skipped) console.log(`live-two-instances.e2e.test.ts: skipped, ${postgres.skipped}.`);

const { newPage } = useBrowserSession({ pagePerTest: false });

/** The home legend's counts by status id ("Received: 108 work orders" is each entry's accessible name). */
const legendCounts = (page: Page): Promise<Record<number, number>> =>
  page
    .locator('ul[aria-label="Status legend"] button[data-statusid]')
    .evaluateAll((buttons) =>
      Object.fromEntries(
        buttons.map((b) => [
          Number(b.getAttribute("data-statusid")),
          Number(/^[^:]+: (\d+) work orders/.exec(b.textContent ?? "")?.[1] ?? Number.NaN),
        ]),
      ),
    );

const legendEntry = (statusid: number) =>
  `ul[aria-label="Status legend"] button[data-statusid="${statusid}"]`;

describe.skipIf(!postgres.url)("live screens across two instances (issue 33)", () => {
  let pair: InstancePair | undefined;
  const instances = () => {
    if (!pair) throw new Error("the two instances did not start");
    return pair;
  };

  beforeAll(async () => {
    const started = Date.now();
    pair = await startInstancePair(postgres.url ?? "", Number(process.env.E2E_SERVER_START_MS) || 240_000);
    console.log(
      `live-two-instances: instances ${pair.a.baseUrl} and ${pair.b.baseUrl} on ${pair.databaseName} started in ${Date.now() - started} ms`,
    );
  }, 600_000);

  afterAll(async () => {
    await pair?.stop();
  }, 60_000);

  it("A changes a status on instance A; B's list row and home counts on instance B follow, asked again within a second", async () => {
    const { a, b } = instances();
    const token = await apiToken(b.baseUrl, "Dispatchers");
    const row = await pickWorkOrder(b.baseUrl, token, STATUS.Received, (r) => Boolean(r.wonumber));

    // Dispatcher B, instance B, window 1: the work-order list narrowed to the order, its event stream open.
    const list = await newPage("Dispatchers", { on: b.baseUrl });
    const listStream = list.waitForResponse(isEventStream);
    await openWorkOrders(list, b.baseUrl);
    await listStream;
    await searchWorkOrders(list, row.wonumber);
    await gridRow(list, row.id).waitFor();
    const statusColumn = (await gridCaptions(list.getByRole("table", { name: "Work orders" }))).indexOf(
      "Status",
    );
    expect(statusColumn).toBeGreaterThanOrEqual(0);
    const statusCell = `tbody tr[data-row-id="${row.id}"] td:nth-child(${statusColumn + 1})`;
    expect(await list.locator(statusCell).textContent()).toContain("Received");

    // Window 2: the home dashboard's counts (Work Orders by Status), its event stream open.
    const home = await newPage("Dispatchers", { on: b.baseUrl });
    await Promise.all([
      home.waitForResponse(isEventStream),
      home.waitForResponse(isActiveCounts),
      home.goto(`${b.baseUrl}/home`),
    ]);
    await home.locator(legendEntry(STATUS.Received)).waitFor();
    const before = await legendCounts(home);
    const received = before[STATUS.Received] ?? 0;
    const tbs = before[STATUS.TBS] ?? 0;
    expect(received).toBeGreaterThan(1);

    // Dispatcher A (Admin, a dispatcher too), instance A: the order's form, the new status and its note.
    const editor = await newPage("Admin", { on: a.baseUrl });
    await openDetail(editor, a.baseUrl, row.id);
    await chooseOption(editor, "Status", "TBS");
    const popup = editor.getByRole("dialog", { name: "Internal Note" });
    await popup.getByRole("textbox", { name: "Note" }).fill("Changed on instance A while B watches");

    // B's windows are marked (a reload drops the mark) and watched from inside the pages.
    await Promise.all([markWindow(list), markWindow(home)]);
    const rowShown = watchForText(list, statusCell, "TBS");
    const receivedShown = watchForText(home, legendEntry(STATUS.Received), `: ${received - 1} work orders`);
    const tbsShown = watchForText(home, legendEntry(STATUS.TBS), `: ${tbs + 1} work orders`);
    // When B's refetches left (the event arrived, plus the page's 150 ms batching): splits the figures.
    // Only a request seen after Save was clicked counts: an earlier refetch would prove nothing. (The request's
    // own timing is filled in only once its response comes, so the predicate reads this process's clock.)
    let clicked = false;
    const isGetOf = (path: string) => (r: Request) => clicked && new URL(r.url()).pathname === path;
    const listRefetch = list.waitForRequest(isGetOf("/api/workorder/getworkorders")).catch(() => null);
    const homeRefetch = home.waitForRequest(isGetOf("/api/home/getactivecounts")).catch(() => null);

    const saved = editor.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === "/api/workorder/updateworkorderstatus" &&
        r.request().method() === "POST",
    );
    clicked = true;
    await popup.getByRole("button", { name: "Save" }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const savedAt = await receivedAt(response);
    await expectToast(editor, "Status updated");

    const [rowAt, receivedCountAt, tbsAt] = await Promise.all([rowShown, receivedShown, tbsShown]);
    expect(rowAt, "B's list row never showed TBS").not.toBeNull();
    expect(receivedCountAt, "B's Received count never went down").not.toBeNull();
    expect(tbsAt, "B's TBS count never went up").not.toBeNull();
    const listMs = Math.round((rowAt ?? 0) - savedAt);
    const homeMs = Math.round(Math.max(receivedCountAt ?? 0, tbsAt ?? 0) - savedAt);
    const sentAt = (r: Request | null) => (r ? `${Math.round(r.timing().startTime - savedAt)} ms` : "never");
    const [listSent, homeSent] = await Promise.all([listRefetch, homeRefetch]);
    const [listAsked, homeAsked] = [listSent, homeSent].map(sentAt);
    console.log(
      `live-two-instances: after A's save response on instance A, B's list row on instance B updated in ${listMs} ms (refetch sent at ${listAsked}), B's home counts in ${homeMs} ms (refetch sent at ${homeAsked})`,
    );
    expect(listSent, "B's list never asked again").not.toBeNull();
    expect(homeSent, "B's home never asked again").not.toBeNull();
    expect((listSent?.timing().startTime ?? Number.POSITIVE_INFINITY) - savedAt).toBeLessThan(LIVE_WITHIN_MS);
    expect((homeSent?.timing().startTime ?? Number.POSITIVE_INFINITY) - savedAt).toBeLessThan(LIVE_WITHIN_MS);

    // Without a reload, and what they show is the change.
    expect(await keptWithoutReload(list)).toBe(true);
    expect(await keptWithoutReload(home)).toBe(true);
    expect((await list.locator(statusCell).textContent())?.trim()).toContain("TBS");
    const after = await legendCounts(home);
    expect(after[STATUS.Received]).toBe(received - 1);
    expect(after[STATUS.TBS]).toBe(tbs + 1);
  }, 240_000);
});
