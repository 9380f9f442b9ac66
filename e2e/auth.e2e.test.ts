import { describe, expect, it } from "vitest";
import { DEMO, DEMO_PASSWORD } from "./support/demo-users.ts";
import { loginAs, pathOf, submitLogin } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";

const { baseUrl, page, newPage } = useBrowserSession({ viewport: { width: 1280, height: 900 } });

const heading = (name: string) => page.getByRole("heading", { name }).waitFor();

describe("sign-in (spec 3 §2.3)", () => {
  it("a wrong password shows 'Oops... ' with the message and stays on /login", async () => {
    await page.goto(`${baseUrl}/login`);
    await submitLogin(page, DEMO.Dispatchers.email, "not-the-password");
    const alert = page.getByRole("alert");
    await alert.getByText("Oops... The email or password is incorrect.", { exact: true }).waitFor();
    expect(pathOf(page)).toBe("/login");
    // One form, a single Sign In button.
    expect(await page.getByRole("button", { name: "Sign In" }).count()).toBe(1);
  });

  it("signs in with the keyboard: the email field has focus and Enter submits", async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await page.keyboard.type(DEMO.Customer.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/home`);
    await heading(`Welcome, ${DEMO.Customer.name}`);
  });

  it("shows 'Loading...' with a loader while signing in", async () => {
    await page.route("**/api/auth/login", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto(`${baseUrl}/login`);
    await submitLogin(page, DEMO.Vendor.email, DEMO_PASSWORD);
    await page.getByRole("status").getByText("Loading...", { exact: true }).waitFor();
    await page.waitForURL(`${baseUrl}/home`);
  });

  it("an anonymous visit to /workorder goes to /login and comes back after signing in", async () => {
    await page.goto(`${baseUrl}/workorder`);
    await page.waitForURL(`${baseUrl}/login`);
    await submitLogin(page, DEMO.Dispatchers.email, DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}/workorder`);
    await page.getByRole("table", { name: "Work orders" }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Work Orders" }).waitFor();
  });

  it("Logout in the user panel returns to /login and ends the session", async () => {
    await loginAs(page, baseUrl, "Admin");
    await page.getByRole("button", { name: `User menu for ${DEMO.Admin.name}` }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.goto(`${baseUrl}/home`);
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem("fm.session"))).toBeNull();
  });

  it("an expired stored session is cleared and the user signs in again", async () => {
    await loginAs(page, baseUrl, "Dispatchers");
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem("fm.session") ?? "{}");
      // The sign-in itself is over: access token and session end both in the past.
      const past = Date.now() - 1000;
      localStorage.setItem("fm.session", JSON.stringify({ ...s, expiresAt: past, refreshExpiresAt: past }));
    });
    await page.goto(`${baseUrl}/vendor`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText("Your session has expired. Please sign in again.").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("fm.session"))).toBeNull();
    // …and returns to the page it was on.
    await submitLogin(page, DEMO.Dispatchers.email, DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}/vendor`);
  });

  it("a session that expires while the page is open signs the user out", async () => {
    await loginAs(page, baseUrl, "Dispatchers");
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem("fm.session") ?? "{}");
      // The client treats a session as over 5 s early: this one ends about 8 s from now.
      const end = Date.now() + 13_000;
      localStorage.setItem("fm.session", JSON.stringify({ ...s, expiresAt: end, refreshExpiresAt: end }));
    });
    await page.reload();
    await page.getByRole("heading", { name: `Welcome, ${DEMO.Dispatchers.name}` }).waitFor();
    await page.waitForURL(`${baseUrl}/login`, { timeout: 30_000 });
  });

  it("a token the server rejects (401) that cannot be renewed clears the session and goes to /login", async () => {
    await loginAs(page, baseUrl, "Dispatchers");
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem("fm.session") ?? "{}");
      localStorage.setItem(
        "fm.session",
        JSON.stringify({ ...s, token: "forged.token.value", refreshToken: "forged-refresh-token" }),
      );
    });
    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem("fm.session"))).toBeNull();
  });
});

describe("short-lived access tokens and server-side sign-out (issue 11 #8)", () => {
  const stored = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem("fm.session") ?? "null") as Record<string, unknown> | null,
    );

  it("an expired access token is renewed with the refresh token: the user stays signed in", async () => {
    await loginAs(page, baseUrl, "Dispatchers");
    const before = await stored();
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem("fm.session") ?? "{}");
      localStorage.setItem("fm.session", JSON.stringify({ ...s, expiresAt: Date.now() - 1000 }));
    });
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("main").getByRole("heading", { name: DEMO.Dispatchers.name }).waitFor();
    const old = String(before?.token);
    await page.waitForFunction((token) => !(localStorage.getItem("fm.session") ?? "").includes(token), old, {
      timeout: 10_000,
    });
    expect(pathOf(page)).toBe("/profile");
    const after = await stored();
    expect(after?.token).not.toBe(before?.token);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(Number(after?.expiresAt)).toBeGreaterThan(Date.now());
  });

  it("a token the server refuses (session revoked elsewhere) is renewed once and the call repeated", async () => {
    await loginAs(page, baseUrl, "Dispatchers");
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem("fm.session") ?? "{}");
      localStorage.setItem("fm.session", JSON.stringify({ ...s, token: "forged.token.value" }));
    });
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("main").getByRole("heading", { name: DEMO.Dispatchers.name }).waitFor();
    // GET /api/auth/me answers 401 for the forged token; the client renews and repeats it.
    await page.waitForFunction(
      () => {
        const s = JSON.parse(localStorage.getItem("fm.session") ?? "null") as { token?: string } | null;
        return Boolean(s?.token) && s?.token !== "forged.token.value";
      },
      undefined,
      { timeout: 10_000 },
    );
    expect(pathOf(page)).toBe("/profile");
  });

  it("after Logout the old access token and refresh token are refused by the server", async () => {
    await loginAs(page, baseUrl, "Admin");
    const before = await stored();
    await page.getByRole("button", { name: `User menu for ${DEMO.Admin.name}` }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    const me = await fetch(`${baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${before?.token}` },
    });
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ error: "session_ended" });
    const refresh = await fetch(`${baseUrl}/api/auth/refresh`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: before?.refreshToken }),
    });
    expect(refresh.status).toBe(401);
  });
});

describe("route guards (spec 3 §2.1)", () => {
  it("a Customer typing /workorder lands on /home", async () => {
    await loginAs(page, baseUrl, "Customer");
    await page.goto(`${baseUrl}/workorder`);
    await page.waitForURL(`${baseUrl}/home`);
    await heading(`Welcome, ${DEMO.Customer.name}`);
  });

  it("a Vendor typing /customerprofile lands on /home; a Customer reaches it", async () => {
    await loginAs(page, baseUrl, "Vendor");
    await page.goto(`${baseUrl}/customerprofile`);
    await page.waitForURL(`${baseUrl}/home`);

    const customer = await newPage("Customer");
    await customer.goto(`${baseUrl}/customerprofile`);
    // The customer's read-only self-view, titled with the customer's name.
    await customer.getByText("Customer Name").first().waitFor();
    expect(pathOf(customer)).toBe("/customerprofile");
  });

  it("an external user reaching the vendor edit screens is sent to /login (spec 3 §2.3)", async () => {
    for (const role of ["Vendor", "Tech", "Customer"] as const) {
      for (const path of ["/vendor/details?id=1", "/Vendor/new?id=0"]) {
        const external = await newPage(role);
        await external.goto(`${baseUrl}${path}`);
        await external.waitForURL(`${baseUrl}/login`);
        await external.close();
      }
    }
  });

  it("an unknown path goes to /home", async () => {
    await loginAs(page, baseUrl, "Dispatchers");
    await page.goto(`${baseUrl}/no/such/page`);
    await page.waitForURL(`${baseUrl}/home`);
  });

  it("paths match case-insensitively (/Vendor/new?id=0)", async () => {
    await loginAs(page, baseUrl, "Dispatchers");
    await page.goto(`${baseUrl}/Vendor/new?id=0`);
    // issue 15: the new-vendor screen is built
    await page.getByRole("heading", { name: "Add New Vendor", level: 2 }).waitFor();
    expect(pathOf(page)).toBe("/Vendor/new?id=0");
  });

  it("/admin shows 'Unauthorized' to a non-admin and the page to an Admin", async () => {
    await loginAs(page, baseUrl, "Dispatchers");
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole("alert").getByText("Unauthorized", { exact: true }).waitFor();
    expect(pathOf(page)).toBe("/admin");

    await page.goto(`${baseUrl}/reports`);
    await page.getByRole("alert").getByText("Unauthorized", { exact: true }).waitFor();
  });

  it("an Admin opens /admin; /workorder/detaillist shows 'Coming Soon'", async () => {
    await loginAs(page, baseUrl, "Admin");
    await page.goto(`${baseUrl}/admin`);
    // admin (issue 16): the Admin page is built
    await page.getByRole("tab", { name: "Users" }).waitFor();
    await page.goto(`${baseUrl}/workorder/detaillist`);
    await heading("Coming Soon");
  });

  it("AccountingAdmin opens /accounting/pending and /reports; a Dispatcher is sent home from accounting", async () => {
    await loginAs(page, baseUrl, "AccountingAdmin");
    await page.goto(`${baseUrl}/accounting/pending`);
    await page.getByRole("heading", { name: "Pending Approval", exact: true }).first().waitFor();
    await page.goto(`${baseUrl}/reports`);
    // issue 17: the Reports page is built
    await page.getByRole("heading", { name: "Reports", exact: true, level: 2 }).waitFor();

    const dispatcher = await newPage("Dispatchers");
    await dispatcher.goto(`${baseUrl}/accounting/pending`);
    await dispatcher.waitForURL(`${baseUrl}/home`);
  });

  it("/profile shows the signed-in user's name, email, roles and permissions", async () => {
    await loginAs(page, baseUrl, "Dispatchers");
    await page.getByRole("button", { name: `User menu for ${DEMO.Dispatchers.name}` }).click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: DEMO.Dispatchers.name }).waitFor();
    await main.getByText(DEMO.Dispatchers.email).first().waitFor();
    await main.getByLabel("Roles").getByText("Dispatchers").waitFor();
    await main.getByLabel("Permissions").getByText("read:workorders").waitFor();
  });
});
