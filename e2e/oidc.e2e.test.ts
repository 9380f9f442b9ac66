import { defaultPermissionsFor } from "@fm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../apps/server/src/test/local-server.ts";
import { axeProblems, describeProblems } from "./support/a11y.ts";
import { EXPECTED_GROUPS } from "./support/expected-menus.ts";
import { menuGroups } from "./support/nav.ts";
import { E2E_API_AUDIENCE, E2E_CLIENT_ID, type E2eIdp, startE2eIdp } from "./support/oidc-idp.ts";
import { useBrowserSession } from "./support/session.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

/*
 * admin (issue 16): sign-in through an external OpenID Connect provider (spec 3 §2.3). Its own server (the
 * shared one uses the built-in provider) with OIDC_ISSUER pointing at a real local oidc-provider; the SPA runs
 * the authorization-code flow with PKCE and lands on the user's home.
 */
const { page } = useBrowserSession();

let idp: E2eIdp;
let server: TestServer | undefined;
let app: string;

beforeAll(async () => {
  const port = await freePort();
  app = `http://127.0.0.1:${port}`;
  idp = await startE2eIdp(app, {
    "dispatcher@example.com": { roles: ["Dispatchers"], permissions: defaultPermissionsFor(["Dispatchers"]) },
    "nobody@example.com": { roles: ["Admin"], permissions: [] },
    "admin@example.com": { roles: ["Admin"], permissions: defaultPermissionsFor(["Admin"]) },
    // a login the provider does not vouch for: it signs in only once an Admin maps its subject (issue 29)
    "contractor-7": {
      roles: ["AccountingAdmin"],
      permissions: defaultPermissionsFor(["AccountingAdmin"]),
      emailVerified: false,
    },
  });
  server = await startTestServer(
    port,
    {
      OIDC_ISSUER: idp.issuer,
      OIDC_AUDIENCE: E2E_API_AUDIENCE,
      OIDC_CLIENT_ID: E2E_CLIENT_ID,
      OIDC_SCOPE: "openid email api",
      OIDC_AUDIENCE_PARAM: "resource",
    },
    180_000,
  );
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

/** The provider's own (development) login form: any password is accepted for a known login. */
const signInAtProvider = async (login: string) => {
  await page.waitForURL(`${idp.issuer}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any-password");
  await page.locator('button[type="submit"]').click();
};

describe("Sign-in through an external identity provider", () => {
  it("redirects to the provider with PKCE, returns and lands on the dispatcher's home", async () => {
    await page.goto(`${app}/login`);
    // One Sign In button, no password form.
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(await page.getByLabel(/^Password/).count()).toBe(0);
    const authorize = page.waitForRequest((r) => r.url().startsWith(`${idp.issuer}/auth`));
    await page.getByRole("button", { name: "Sign In" }).click();
    const params = new URL((await authorize).url()).searchParams;
    expect(params.get("response_type")).toBe("code");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toBeTruthy();
    expect(params.get("resource")).toBe(E2E_API_AUDIENCE);

    await signInAtProvider("dispatcher@example.com");
    await page.waitForURL(`${app}/home`);
    await page.getByRole("heading", { name: "Welcome, Dana Dispatcher" }).waitFor();
    expect(await menuGroups(page)).toEqual(EXPECTED_GROUPS.Dispatchers);
    // The API accepted the provider's token: a staff list loads.
    await page.goto(`${app}/workorder`);
    await page.getByRole("table", { name: "Work orders" }).waitFor();

    // Logout goes through the provider's end-session endpoint and back to the sign-in page.
    await page.goto(`${app}/logout`);
    await page.waitForURL(`${idp.issuer}/**`);
    await page.locator('button[autofocus], button[type="submit"]').first().click();
    await page.waitForURL(`${app}/login**`);
    await page.getByRole("button", { name: "Sign In" }).waitFor();
  });

  it("an Admin maps an unverified identity's subject to a staff user on its details page; it then signs in as that user", async () => {
    await page.goto(`${app}/login`);
    const api = page.waitForRequest((r) => r.url().startsWith(`${app}/api/`) && !!r.headers().authorization);
    await page.getByRole("button", { name: "Sign In" }).click();
    await signInAtProvider("admin@example.com");
    await page.waitForURL(`${app}/home`);
    const authorization = (await api).headers().authorization ?? "";
    const users = (await (
      await fetch(`${app}/api/admin/getuserlist`, { headers: { authorization } })
    ).json()) as { user_id: number; email: string }[];
    const target = users.find((u) => u.email === "accounting@example.com");
    expect(target).toBeTruthy();

    await page.goto(`${app}/admin/users/details?id=${target?.user_id}`);
    const subjectField = page.getByLabel("External Subject");
    await subjectField.fill("contractor-7");
    await page.getByRole("button", { name: "Save Link" }).click();
    await page.getByText("External identity linked").waitFor();
    const problems = await axeProblems(page, "/admin/users/details (external identity)");
    expect(problems, describeProblems(problems)).toEqual([]);

    await page.goto(`${app}/logout`);
    await page.waitForURL(`${idp.issuer}/**`);
    await page.locator('button[autofocus], button[type="submit"]').first().click();
    await page.waitForURL(`${app}/login**`);
    await page.getByRole("button", { name: "Sign In" }).click();
    await signInAtProvider("contractor-7");
    await page.waitForURL(`${app}/home`);
    await page.getByRole("heading", { name: "Welcome, Avery Accounts" }).waitFor();
  });

  it("shows 'Oops... ' and the reason when the provider's user has no account here", async () => {
    await page.goto(`${app}/login`);
    await page.getByRole("button", { name: "Sign In" }).click();
    await signInAtProvider("nobody@example.com");
    await page.waitForURL(`${app}/login/callback**`);
    await page.getByText("Oops... No FM Dispatch account matches this sign-in.").waitFor();
  });
});
