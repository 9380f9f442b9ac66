import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { chooseOption } from "./support/workorder-detail.ts";
import { apiCall, apiToken, expectToast, jsonCall } from "./support/workorders.ts";

const { page, baseUrl } = useBrowserSession({ signInAs: "Dispatchers" });
const tag = Math.random().toString(36).slice(2, 7);
const name = `Harbor Goods ${tag}`;
let customerid = 0;

interface Trade {
  tradename: string;
  rates: { name: string; statecodes: string[]; zipcodes: { zipcode: string }[]; regularrate: number }[];
}

/** A workbook of the sample sheet's columns with `n` job sites. */
const workbook = async (n: number) => {
  const token = await apiToken(baseUrl, "Dispatchers");
  const res = await fetch(`${baseUrl}/api/jobsites/downloadsamplesheet`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, name: "e2e" },
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const ws = wb.worksheets[0];
  if (!ws) throw new Error("no sample worksheet");
  const example = (ws.getRow(2).values as ExcelJS.CellValue[]).slice(1);
  ws.spliceRows(2, 1);
  for (let i = 1; i <= n; i++) {
    const row = [...example];
    row[0] = `Imported #${tag}-${i}`;
    ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
};

describe("Customers: a dispatcher onboards a client (issue 14)", () => {
  it("creates a customer, a job site, a contact, a trade with a rate, imports job sites and uses one on a new work order", async () => {
    // New customer: only Details, Notifications and Management Provider are active.
    await page.goto(`${baseUrl}/customer/new?id=0`);
    await page.getByRole("heading", { name: "Add New Customer", level: 2 }).waitFor();
    expect(await page.getByRole("tab", { name: "Job Sites" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Customer Name is required.").waitFor();
    await page.getByRole("textbox", { name: "Customer Name" }).fill(name);
    await page.getByRole("textbox", { name: "Customer Prefix" }).fill(`H${tag}`.slice(0, 6).toUpperCase());
    await page.getByRole("textbox", { name: "Street Address", exact: true }).fill("1 Harbor Way");
    await page.getByRole("textbox", { name: "City" }).fill("Austin");
    await chooseOption(page, "State", "TX - Texas");
    await page.getByRole("textbox", { name: "Zip Code" }).fill("78701");
    await page.getByRole("textbox", { name: "Contact Phone" }).fill("123");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The phone must have a correct USA phone format").waitFor();
    await page.getByRole("textbox", { name: "Contact Phone" }).fill("(512) 555-0101");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/customer\/details\?id=\d+/);
    customerid = Number(new URL(page.url()).searchParams.get("id"));
    await page.getByRole("heading", { name }).waitFor();

    // Job Sites tab: add one in the 800x500 popup.
    await page.getByRole("tab", { name: "Job Sites" }).click();
    await page.getByRole("button", { name: "Add Job Site" }).click();
    const site = page.getByRole("dialog", { name: "Add Job Site" });
    await site.getByRole("textbox", { name: "Job Site", exact: true }).fill(`Store ${tag}`);
    await site.getByRole("textbox", { name: "Job Site Description" }).fill("Flagship store");
    await site.getByRole("textbox", { name: "Street Address", exact: true }).fill("200 Congress Ave");
    await site.getByRole("textbox", { name: "City" }).fill("Austin");
    await chooseOption(page, "State", "TX");
    await site.getByRole("textbox", { name: "Zip Code" }).fill("78701");
    // Its list of procedures (spec 3 §3): two items, the second moved up.
    await site.getByRole("button", { name: "Add Procedure" }).click();
    await site.getByRole("textbox", { name: "Procedure 1" }).fill("Sign the vendor log.");
    await site.getByRole("button", { name: "Add Procedure" }).click();
    await site.getByRole("textbox", { name: "Procedure 2" }).fill("Badge in at the front desk.");
    await site.getByRole("button", { name: "Move procedure 2 up" }).click();
    await site.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Jobsite Added!");
    await page.getByRole("cell", { name: `Store ${tag}`, exact: true }).waitFor();
    const sitesToken = await apiToken(baseUrl, "Dispatchers");
    const sites = await apiCall<{ rows: { jobsite: string; procedures: { procedure: string }[] }[] }>(
      baseUrl,
      sitesToken,
      "GET",
      "/api/jobsites/getjobsites",
      { customerid },
    );
    expect(sites.rows.find((r) => r.jobsite === `Store ${tag}`)?.procedures.map((p) => p.procedure)).toEqual([
      "Badge in at the front desk.",
      "Sign the vendor log.",
    ]);

    // Contacts tab.
    await page.getByRole("tab", { name: "Contacts" }).click();
    await page.getByRole("button", { name: "Add Contact" }).click();
    const contact = page.getByRole("dialog", { name: "Add Contact" });
    await contact.getByRole("textbox", { name: "First Name" }).fill("Dana");
    await contact.getByRole("textbox", { name: "Last Name" }).fill(`Reyes${tag}`);
    await contact.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Contact added");
    await page.getByRole("cell", { name: `Reyes${tag}`, exact: true }).waitFor();

    // Trades tab: Add Trade, then a rate for Texas and two ZIPs.
    await page.getByRole("tab", { name: "Trades" }).click();
    await page.getByRole("button", { name: "Add Trade" }).click();
    const addTrade = page.getByRole("dialog", { name: "Add Trade" });
    await chooseOption(page, "Trade", "HVAC");
    await addTrade.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Trade added");
    // Spec 3 §2.5: the trades are a grid (trade, rates, actions); a trade's rates open in its detail row.
    const tradesGrid = page.getByRole("table", { name: "Trades", exact: true });
    const hvac = tradesGrid
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: "HVAC", exact: true }) });
    await hvac.getByRole("cell", { name: "0", exact: true }).waitFor();
    expect(await tradesGrid.getByRole("columnheader", { name: "Trade" }).count()).toBeGreaterThan(0);
    await hvac.getByRole("button", { name: "Expand details" }).click();
    await page.getByRole("button", { name: "Add Rate" }).click();
    const rate = page.getByRole("dialog", { name: "Add Rate" });
    await rate.getByRole("textbox", { name: "Name" }).fill("Austin metro");
    await chooseOption(page, "States", "TX - Texas");
    await page.keyboard.press("Escape");
    const zips = rate.getByRole("combobox", { name: "Zip Codes" });
    for (const zip of ["78701", "78702"]) {
      await zips.click();
      await zips.fill(zip);
      await page.getByRole("option", { name: new RegExp(`^${zip} `) }).click();
    }
    await page.keyboard.press("Escape");
    await rate.getByRole("textbox", { name: "Regular Rate" }).fill("92.5");
    await rate.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Rate saved");
    const token = await apiToken(baseUrl, "Dispatchers");
    await expect
      .poll(
        async () =>
          (await apiCall<Trade[]>(baseUrl, token, "GET", "/api/customer/gettrades", { customerid }))[0]
            ?.rates,
      )
      .toEqual([
        expect.objectContaining({
          name: "Austin metro",
          statecodes: ["TX"],
          regularrate: 92.5,
          zipcodes: [
            expect.objectContaining({ zipcode: "78701" }),
            expect.objectContaining({ zipcode: "78702" }),
          ],
        }),
      ]);
    await page.getByRole("cell", { name: "Austin metro", exact: true }).waitFor();
    await hvac.getByRole("cell", { name: "1", exact: true }).waitFor();
    // Remove Trade stays in the row's Actions (after a confirm).
    await hvac.getByRole("button", { name: "Actions for HVAC" }).click();
    await page.getByRole("menuitem", { name: "Remove Trade" }).click();
    await page.getByRole("dialog", { name: "Confirm" }).getByRole("button", { name: "Yes" }).click();
    await expectToast(page, "Trade removed");
    await page.getByText("No trades yet").waitFor();

    // Import three job sites from a workbook built on the sample sheet.
    await page.goto(`${baseUrl}/customer/importjobsites`);
    await chooseOption(page, "Customer", name);
    await page.locator('input[type="file"]').setInputFiles({
      name: "sites.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await workbook(3),
    });
    await page.getByText("3 job site(s) imported.").waitFor({ timeout: 30_000 });
    // The job's state is in the database: a reload shows the finished import again.
    await page.reload();
    await chooseOption(page, "Customer", name);
    await page.getByText("3 job site(s) imported.").waitFor();

    // A new work order for the customer can use an imported site.
    await page.goto(`${baseUrl}/workorder/new?id=0`);
    await chooseOption(page, "Customer", name);
    await page.getByRole("button", { name: "Job Site" }).click();
    const picker = page.getByRole("dialog", { name: "Job sites" });
    await picker.getByRole("button", { name: `Choose job site Imported #${tag}-2` }).click();
    await picker.waitFor({ state: "hidden" });
    await page.getByText(`Imported #${tag}-2`).first().waitFor();
  });

  it("scrolls the customers list over server pages: the next page loads near the end, by mouse and by keyboard", async () => {
    // 130 customers of one name (set-up through the API); the list pages by 100.
    const token = await apiToken(baseUrl, "Dispatchers");
    const scrollName = `Scroll ${tag}`;
    for (let start = 1; start <= 130; start += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          jsonCall(baseUrl, token, "POST", "/api/customer/save", {
            customername: `${scrollName} ${String(start + i).padStart(3, "0")}`,
            streetaddress: "1 Main St",
            city: "Austin",
            statecode: "TX",
            postalcode: "78701",
          }),
        ),
      );
    await page.goto(`${baseUrl}/customer`);
    await page.getByRole("textbox", { name: "Search" }).fill(scrollName);
    await page.getByText("100 of 130 loaded").waitFor();
    const table = page.getByRole("table", { name: "Customers" });
    // A page of more than 60 rows draws the rows in view first and the rest right after (decision 0022).
    await expect.poll(() => table.locator("tbody tr[data-row-id]").count()).toBe(100);
    expect(await page.getByRole("button", { name: "2 page" }).count()).toBe(0);
    // Scrolling the rows region to its end loads page 2.
    await page.getByRole("group", { name: "Customers rows" }).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await page.getByText("130 of 130 loaded").waitFor();
    await page.getByRole("cell", { name: `${scrollName} 130`, exact: true }).waitFor();
    await expect.poll(() => table.locator("tbody tr[data-row-id]").count()).toBe(130);

    // Keyboard: a new query (another sort) starts at page 1 again; End on the last loaded row loads the next.
    await page.getByRole("button", { name: "Sort by Customer Name" }).click();
    await page.getByText("100 of 130 loaded").waitFor();
    await page.getByRole("group", { name: "Customers rows" }).focus();
    await page.keyboard.press("End");
    await page.getByText("130 of 130 loaded").waitFor();
    await page.keyboard.press("End");
    const last = table.locator("tbody tr[data-active]");
    await expect
      .poll(() => table.locator("tbody tr[data-row-id]").last().getAttribute("data-active"))
      .not.toBeNull();
    // The active row's cells can be drawn a frame after its data-active mark: wait for its name.
    const activeName = async () =>
      (await last.locator("td").allTextContents()).find((t) => t.startsWith(scrollName));
    await expect.poll(activeName).toBeDefined();
    const lastName = await activeName();
    expect([`${scrollName} 001`, `${scrollName} 130`]).toContain(lastName);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/customer\/details\?id=\d+/);
    await page.getByRole("heading", { name: lastName }).waitFor();
  });
});
