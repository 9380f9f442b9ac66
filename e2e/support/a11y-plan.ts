import { canOpenRoute, type Principal } from "@fm/domain";
import type { Page } from "playwright-core";
import { SCREENS, type ScreenDef } from "../../apps/web/src/app/screens.ts";
import type { DemoRole } from "./demo-users.ts";

/**
 * What the accessibility scan visits (issue 30): every screen of the web's registry (app/screens.ts), so a
 * new screen is scanned by default, plus the key states below (open popups, tabs).
 */
export const SCAN_ROLES: readonly DemoRole[] = [
  "Admin",
  "AccountingAdmin",
  "Dispatchers",
  "Vendor",
  "Tech",
  "Customer",
];

/** Screens whose look depends on the role: scanned for every role that can open them; the rest once. */
const PER_ROLE = new Set(["/home", "/profile", "/vendorprofile/today"]);

/** Ids the screens with `?id=` need, read through the API as the scanning user. */
export interface SampleIds {
  workorder?: number;
  customer?: number;
  vendor?: number;
  user?: number;
}

/** The address a screen is opened at (screens that show one record get a real id). */
const addressOf = (def: ScreenDef, ids: SampleIds): string | null => {
  const withId = (id: number | undefined, extra = "") => (id ? `${def.path}?id=${id}${extra}` : null);
  switch (def.path) {
    case "/workorder/details":
      return withId(ids.workorder, "&origin=workorder");
    case "/vendorprofile/workorderdetails":
    case "/customerprofile/workorderdetails":
      return withId(ids.workorder, "&origin=home");
    case "/customer/details":
      return withId(ids.customer);
    case "/vendor/details":
      return withId(ids.vendor);
    case "/admin/users/details":
      return withId(ids.user);
    case "/workorder/new":
    case "/customer/new":
    case "/vendor/new":
      return `${def.path}?id=0`;
    // These act and move on (they open another screen): what the user sees is scanned there.
    case "/workorder/newtab":
    case "/workorder/resetmyview":
      return null;
    default:
      return def.path;
  }
};

/** The address of a registered screen for these ids (null when it cannot be opened on its own). */
export const screenAddress = (path: string, ids: SampleIds): string | null => {
  const def = SCREENS.find((s) => s.path === path);
  return def ? addressOf(def, ids) : null;
};

export interface ScreenVisit {
  path: string;
  address: string;
}

/** The screens one role scans: those it can open, and not already scanned for an earlier role. */
export const screensFor = (
  principal: Principal,
  ids: SampleIds,
  alreadyScanned: Set<string>,
): { visits: ScreenVisit[]; missingIds: string[] } => {
  const visits: ScreenVisit[] = [];
  const missingIds: string[] = [];
  for (const def of SCREENS) {
    if (!canOpenRoute(principal, def.path)) continue;
    if (!PER_ROLE.has(def.path) && alreadyScanned.has(def.path)) continue;
    const address = addressOf(def, ids);
    if (address === null) {
      if (!["/workorder/newtab", "/workorder/resetmyview"].includes(def.path)) missingIds.push(def.path);
      continue;
    }
    alreadyScanned.add(def.path);
    visits.push({ path: def.path, address });
  }
  return { visits, missingIds };
};

/** A state of a screen reached by acting on it (a popup open, a tab chosen). */
export interface ScanState {
  name: string;
  roles: readonly DemoRole[];
  /** The screen's path (see screensFor); the state runs after that screen was scanned. */
  path: string;
  open: (page: Page) => Promise<void>;
}

const dialog = (page: Page) => page.getByRole("dialog").last();

const button = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole("button", { name }).first().click({ timeout: 5_000 });
  await dialog(page).waitFor({ timeout: 10_000 });
};

const inTab = (tab: string, then: (page: Page) => Promise<void>) => async (page: Page) => {
  await page.getByRole("tab", { name: tab, exact: true }).first().click({ timeout: 5_000 });
  await then(page);
};

/** Two rows of a list selected: the "N selected" bar with its bulk actions shows (issue 30). */
const selectRows = async (page: Page) => {
  const boxes = page.locator("tbody tr[data-row-index] input[type=checkbox]");
  await boxes.nth(0).check({ timeout: 5_000 });
  await boxes.nth(1).check({ timeout: 5_000 });
  await page.getByText("2 selected", { exact: true }).waitFor({ timeout: 5_000 });
};

/** The screen at a phone's size (issue 31: a technician's Today and detail are used on one). */
const onPhone = (ready: (page: Page) => Promise<void>) => async (page: Page) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await ready(page);
};

/**
 * Popups and other states worth a scan of their own. Every tab of a scanned screen is scanned anyway
 * (see the test), so tabs need no entry here.
 */
export const SCAN_STATES: readonly ScanState[] = [
  { name: "Columns chooser", roles: ["Dispatchers"], path: "/workorder", open: button(/^Columns/) },
  {
    name: "rows selected (count and bulk actions)",
    roles: ["Dispatchers"],
    path: "/workorder",
    open: selectRows,
  },
  {
    name: "bulk Reassign Dispatcher popup",
    roles: ["Admin"],
    path: "/workorder",
    open: async (page) => {
      await selectRows(page);
      await button("Reassign Dispatcher")(page);
    },
  },
  {
    name: "Save with every required field empty",
    roles: ["Dispatchers"],
    path: "/workorder/new",
    open: async (page) => {
      await page.getByRole("button", { name: "Save", exact: true }).first().click({ timeout: 5_000 });
      await page.locator("[aria-invalid=true]").first().waitFor({ timeout: 10_000 });
    },
  },
  {
    name: "Add Note popup",
    roles: ["Dispatchers"],
    path: "/workorder/details",
    open: inTab("Notes", button("Add Note")),
  },
  {
    name: "status popup from the legend",
    roles: ["Dispatchers"],
    path: "/home",
    open: async (page) => {
      await page
        .getByRole("list", { name: "Status legend" })
        .getByRole("button")
        .first()
        .click({ timeout: 5_000 });
      await dialog(page).getByRole("table").waitFor({ timeout: 10_000 });
    },
  },
  {
    name: "user menu",
    roles: ["Customer"],
    path: "/home",
    open: async (page) => {
      await page.getByRole("button", { name: /^User menu for/ }).click({ timeout: 5_000 });
      await page.getByRole("menu").waitFor();
    },
  },
  // Issue 32 (s32sla): the SLA popups
  {
    name: "Add SLA Policy popup",
    roles: ["Admin"],
    path: "/admin",
    open: inTab("SLA", button("Add Policy")),
  },
  {
    name: "Add Holiday popup",
    roles: ["Admin"],
    path: "/admin",
    open: inTab("SLA", button("Add Holiday")),
  },
  {
    name: "Pause SLA Clock popup from the at-risk queue",
    roles: ["Dispatchers"],
    path: "/dashboard",
    open: async (page) => {
      await page
        .getByRole("button", { name: /^SLA actions for/ })
        .first()
        .click({ timeout: 10_000 });
      await page.getByRole("menuitem", { name: "Pause SLA Clock" }).click({ timeout: 5_000 });
      await dialog(page).waitFor({ timeout: 10_000 });
    },
  },
  // Issue 31: the technician's screens on a phone (the last Tech states: the page stays phone-sized).
  {
    name: "Today on a phone (390×844)",
    roles: ["Tech"],
    path: "/vendorprofile/today",
    open: onPhone(async (page) => {
      await page.getByRole("textbox", { name: "Search by Work Order #" }).waitFor({ timeout: 5_000 });
      await page.getByRole("article").first().waitFor({ timeout: 10_000 });
    }),
  },
  {
    name: "work-order detail with the field action bar on a phone (390×844)",
    roles: ["Tech"],
    path: "/vendorprofile/workorderdetails",
    open: onPhone(async (page) => {
      await page.getByRole("toolbar", { name: "Field actions" }).waitFor({ timeout: 10_000 });
    }),
  },
];
