import { STATUS } from "@fm/domain";
import type { Attachment, CheckInTrail, WorkOrderNote } from "@fm/domain/contracts";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeProblems, describeProblems } from "./support/a11y.ts";
import { createFieldOrder, type FieldOrder, SITE_PHOTO_PNG, standNear } from "./support/field.ts";
import { landingOf, submitLogin } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";
import { getWorkOrder } from "./support/workorder-detail.ts";
import { expectToast, jsonCall } from "./support/workorders.ts";

/*
 * Issue 31, offline and the field popups, on a phone: the technician opens Today and the order, loses the
 * network, checks in, adds a note and a photo (they wait in "Not sent"), comes back online and each reaches
 * the server exactly once; the order is TOS. Then the photo popup and the check-out signature popup with a
 * real stroke on the canvas. Each test has its own technician and order (support/field.ts).
 */
const PHONE = { width: 390, height: 844 };
const { baseUrl, page, context } = useBrowserSession({ viewport: PHONE });
const QUEUED = "Saved on this phone: it will be sent when you are back online.";

const fieldBar = (p: Page) => p.getByRole("toolbar", { name: "Field actions" });
const notSent = (p: Page) => p.getByRole("region", { name: /^Not sent/ });

const serverState = async (f: FieldOrder) => {
  const trail = await jsonCall<CheckInTrail>(
    baseUrl,
    f.dispatcherToken,
    "GET",
    `/api/workorder/checkins/${f.order.id}`,
  );
  const notes = await jsonCall<WorkOrderNote[]>(
    baseUrl,
    f.dispatcherToken,
    "GET",
    `/api/workorder/notes/${f.order.id}`,
  );
  const files = await jsonCall<Attachment[]>(
    baseUrl,
    f.dispatcherToken,
    "GET",
    `/api/workorder/attachments?workorderid=${f.order.id}`,
  );
  return { trail, notes: notes.map((n) => n.note), files };
};

/** Signs the technician in on the phone, opens Today and their order (online: both are kept on the phone). */
const openOrder = async (f: FieldOrder) => {
  await context.grantPermissions(["geolocation"], { origin: baseUrl });
  await standNear(context, f.site, 0.0005);
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, f.tech.email, f.tech.password);
  await page.waitForURL(`${baseUrl}${landingOf("Tech")}`);
  const search = page.getByRole("textbox", { name: "Search by Work Order #" });
  await search.fill(f.order.wonumber);
  const card = page.getByRole("article", { name: `Work order ${f.order.wonumber}` });
  await card.getByRole("link", { name: f.order.wonumber, exact: true }).click();
  await page.waitForURL(/\/vendorprofile\/workorderdetails\?id=\d+/);
  await fieldBar(page).getByRole("button", { name: "Check In" }).waitFor();
  return { search, card };
};

const addNote = async (text: string) => {
  await fieldBar(page).getByRole("button", { name: "Add Note" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Note" });
  await dialog.getByRole("textbox", { name: "Note" }).fill(text);
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
};

const addPhoto = async (tag: "Before" | "After", name: string) => {
  await fieldBar(page).getByRole("button", { name: "Add Photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Photo" });
  await dialog.getByText(tag, { exact: true }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: "image/png",
    buffer: SITE_PHOTO_PNG,
  });
  await dialog.getByRole("button", { name: "Save" }).click();
  return dialog;
};

const expectNoA11yProblems = async (p: Page, where: string) => {
  const problems = await axeProblems(p, where);
  expect(problems, describeProblems(problems)).toEqual([]);
};

describe("The technician offline (issue 31)", () => {
  let f: FieldOrder;
  beforeAll(async () => {
    f = await createFieldOrder(baseUrl, "offline");
  });

  it("checks in, adds a note and a photo offline; they wait in Not sent and reach the server once when back online", async () => {
    const { search, card } = await openOrder(f);
    await page.goBack();
    await search.fill(f.order.wonumber);
    await card.waitFor();

    // Offline: Today still opens the order (kept on the phone), and the actions wait on the phone.
    await context.setOffline(true);
    await card.getByRole("link", { name: f.order.wonumber, exact: true }).click();
    await page.waitForURL(/\/vendorprofile\/workorderdetails\?id=\d+/);
    await fieldBar(page).getByRole("button", { name: "Check In" }).click();
    await expectToast(page, QUEUED);
    // Checked in on the phone: Check Out is offered although the server has not heard yet.
    await fieldBar(page).getByRole("button", { name: "Check Out" }).waitFor();
    // The check-in made the page read the order again: offline, the kept copy answers, with its time.
    await page.getByText(/^Offline: as of /).waitFor();
    const note = `Offline note ${Math.random().toString(36).slice(2, 8)}`;
    await addNote(note);
    await expectToast(page, QUEUED);
    await addPhoto("Before", "before-offline.png");
    await expectToast(page, QUEUED);
    const list = notSent(page);
    await list.getByRole("heading", { name: "Not sent (3)" }).waitFor();
    const items = list.getByRole("listitem");
    expect(await items.allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^Check In · ${f.order.wonumber}Waiting`)),
      expect.stringMatching(new RegExp(`^Note · ${f.order.wonumber}Waiting`)),
      expect.stringMatching(new RegExp(`^Photo \\(Before\\) · ${f.order.wonumber}Waiting`)),
    ]);
    await expectNoA11yProblems(page, "Tech vendor detail offline, Not sent (phone)");
    // On the phone's IndexedDB: each action with its own Idempotency-Key and device time, the photo as a Blob.
    const stored = await page.evaluate(
      () =>
        new Promise<{ kind: string; key: string; occurredat: string; blob: boolean }[]>((resolve, reject) => {
          const open = indexedDB.open("fm-field");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction("queue").objectStore("queue").getAll();
            get.onerror = () => reject(get.error);
            get.onsuccess = () =>
              resolve(
                (
                  get.result as {
                    key: string;
                    occurredat: string;
                    payload: { kind: string; photo?: unknown };
                  }[]
                ).map((a) => ({
                  kind: a.payload.kind,
                  key: a.key,
                  occurredat: a.occurredat,
                  blob: a.payload.photo instanceof Blob,
                })),
              );
          };
        }),
    );
    expect(stored.map((a) => [a.kind, a.blob])).toEqual([
      ["checkin", false],
      ["note", false],
      ["photo", true],
    ]);
    expect(new Set(stored.map((a) => a.key)).size).toBe(3);
    for (const a of stored) expect(Date.now() - Date.parse(a.occurredat)).toBeLessThan(10 * 60_000);

    // Discard asks first: Cancel keeps the action, Discard drops it.
    await addNote("Typed by mistake");
    await list.getByRole("heading", { name: "Not sent (4)" }).waitFor();
    const mistake = list.getByRole("listitem", { name: `Note · ${f.order.wonumber}` }).last();
    await mistake.getByRole("button", { name: "Discard" }).click();
    const confirm = page.getByRole("dialog", { name: "Discard" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await list.getByRole("heading", { name: "Not sent (4)" }).waitFor();
    await mistake.getByRole("button", { name: "Discard" }).click();
    await confirm.getByRole("button", { name: "Discard" }).click();
    await list.getByRole("heading", { name: "Not sent (3)" }).waitFor();

    // Nothing reached the server while offline.
    const before = await serverState(f);
    expect(before.trail.events).toEqual([]);
    expect(before.notes.some((n) => n.includes(note))).toBe(false);
    expect(before.files).toEqual([]);

    // Back online: the queue replays in order and empties.
    await context.setOffline(false);
    await list.waitFor({ state: "detached" });
    await page.getByText(/^Offline: as of /).waitFor({ state: "detached" });
    const after = await serverState(f);
    expect(after.trail.events.map((e) => [e.kind, e.method])).toEqual([["in", "gps"]]);
    expect(after.notes.filter((n) => n.includes(note))).toHaveLength(1);
    expect(after.notes.some((n) => n.includes("Typed by mistake"))).toBe(false);
    expect(after.files.map((a) => [a.attachmenttype, a.phototag, a.filename])).toEqual([
      ["Vendor Photo", "Before", expect.stringMatching(/^before-offline.*\.jpg$/)],
    ]);
    expect((await getWorkOrder(baseUrl, f.dispatcherToken, f.order.id)).statusid).toBe(STATUS.TechOnSite);

    // Another round of offline / online sends nothing again (the queue is empty, the keys were used).
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await fieldBar(page).getByRole("button", { name: "Check Out" }).waitFor();
    const again = await serverState(f);
    expect(again.trail.events).toHaveLength(1);
    expect(again.notes.filter((n) => n.includes(note))).toHaveLength(1);
    expect(again.files).toHaveLength(1);
  });
});

describe("The field popups on a phone (issue 31)", () => {
  let f: FieldOrder;
  beforeAll(async () => {
    f = await createFieldOrder(baseUrl, "popups");
  });

  it("Add Photo asks for a photo and stores an After photo; Check Out takes a drawn signature with the printed name", async () => {
    await openOrder(f);
    // The check-in changes the order (TOS, its version): the page reads it again and redraws; popups open after.
    const reread = page.waitForResponse(
      (r) => r.url().includes(`/api/vendorprofile/workorder/${f.order.id}`) && r.request().method() === "GET",
    );
    await fieldBar(page).getByRole("button", { name: "Check In" }).click();
    await expectToast(page, "Checked in");
    await reread;
    // Background writes of the check-in (the live stream's refresh) may redraw the page once more: read it
    // again now, so no popup below is closed by a late redraw.
    await page.reload();
    await fieldBar(page).getByRole("button", { name: "Check Out" }).waitFor();

    // Add Photo: Save without a photo names the field; an After photo is stored as a Photo attachment.
    await fieldBar(page).getByRole("button", { name: "Add Photo" }).click();
    const photo = page.getByRole("dialog", { name: "Add Photo" });
    await photo.getByRole("button", { name: "Save" }).click();
    await photo.getByText("Take or choose a photo.").waitFor();
    await expectNoA11yProblems(page, "Tech Add Photo popup (phone)");
    await photo.getByRole("button", { name: "Cancel" }).click();
    await addPhoto("After", "after-fix.png");
    await expectToast(page, "Photo added");
    const { files } = await serverState(f);
    expect(files.map((a) => [a.attachmenttype, a.phototag, a.filename, a.contenttype])).toEqual([
      ["Vendor Photo", "After", expect.stringMatching(/^after-fix.*\.jpg$/), "image/jpeg"],
    ]);

    // Check Out: a real stroke on the signature pad; the printed name is then required.
    await fieldBar(page).getByRole("button", { name: "Check Out" }).click();
    const checkOut = page.getByRole("dialog", { name: "Check Out" });
    await checkOut.getByRole("textbox", { name: "Resolution" }).fill("Replaced the filter.");
    const pad = checkOut.getByRole("img", { name: "Customer signature pad" });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error("signature pad not drawn");
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? 15 : -15));
    await page.mouse.up();
    const inked = await pad.evaluate((c) => {
      const canvas = c as HTMLCanvasElement;
      const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) n++;
      return n;
    });
    expect(inked).toBeGreaterThan(50);
    await checkOut.getByRole("button", { name: "Save" }).click();
    await checkOut.getByText("Signer name is required.").waitFor();
    await expectNoA11yProblems(page, "Tech Check Out popup with a signature (phone)");
    await checkOut.getByRole("textbox", { name: "Signer's printed name" }).fill("Casey Customer");
    await checkOut.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Checked out");
    const { trail, notes } = await serverState(f);
    expect(trail.events.map((e) => e.kind)).toEqual(["in", "out"]);
    const signed = notes.filter((n) => n.includes("Signed by Casey Customer"));
    expect(signed).toHaveLength(1);
    expect(signed[0]).not.toContain("typed name");
  }, 240_000);
});
