import type { Locator, Page } from "playwright-core";

/** Opens the vendor record's Scorecard tab (/vendor/details, issue 32 §4) and waits for its tiles. */
export const openScorecardTab = async (page: Page, baseUrl: string, vendorid: number): Promise<void> => {
  await page.goto(`${baseUrl}/vendor/details?id=${vendorid}`);
  await page.getByRole("tab", { name: "Scorecard" }).click();
  await page.getByText(/^\d+ dispatches/).waitFor();
};

/** One tile of the Scorecard tab by its label ("Acceptance", "Invoice Accuracy"…): label, value and hint. */
export const scorecardTile = (page: Page, label: string): Locator =>
  page.getByText(label, { exact: true }).first().locator("xpath=..");
