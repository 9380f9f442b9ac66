import { STATUS } from "@fm/domain";
import type { CurrentVendor, TodayCard } from "@fm/domain/contracts";
import type { BrowserContext } from "playwright-core";
import { apiLogin } from "./login.ts";
import { type ApiWorkOrderDetail, getWorkOrder, newOrderAt } from "./workorder-detail.ts";
import { apiToken, jsonCall } from "./workorders.ts";

/** A technician of the demo vendor made for one test file, their order for today and the tokens to check the server. */
export interface FieldOrder {
  tech: { email: string; name: string; password: string; id: number };
  order: { id: number; wonumber: string };
  /** The job site's point, and its phone when `createFieldOrder` was asked for a site with one. */
  site: { latitude: number; longitude: number; phone: string | null };
  techToken: string;
  dispatcherToken: string;
}

export const tokenOf = async (baseUrl: string, email: string, password: string): Promise<string> =>
  (await apiLogin(baseUrl, email, password)).accessToken;

/**
 * A new technician of the vendor whose office user holds `vendorToken` (POST /vendorprofile/createtech, as the
 * vendor's office adds one), signed in: its login, name, user id and token.
 */
export const createTech = async (baseUrl: string, vendorToken: string, prefix: string) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const tech = {
    email: `${prefix}-${tag}@example.com`,
    name: `Olly ${prefix}${tag}`,
    password: "field-e2e-secret-2026",
  };
  const me = await jsonCall<{ user_id: number }>(
    baseUrl,
    vendorToken,
    "POST",
    "/api/vendorprofile/createtech",
    { given_name: "Olly", family_name: `${prefix}${tag}`, email: tech.email, password: tech.password },
  );
  return { ...tech, tag, id: me.user_id, token: await tokenOf(baseUrl, tech.email, tech.password) };
};

/**
 * The vendor's side of the order (the portal's Work Order tab): the technician `techid` and the schedule date
 * `at`, so the order is on that technician's Today. `token`: a user of the vendor (office or the tech).
 */
export const scheduleForTech = async (
  baseUrl: string,
  token: string,
  workorderid: number,
  techid: number,
  at: Date,
) => {
  const detail = await jsonCall<{ version: number }>(
    baseUrl,
    token,
    "GET",
    `/api/vendorprofile/workorder/${workorderid}`,
  );
  await jsonCall(baseUrl, token, "PUT", "/api/vendorprofile/updateworkorder", {
    id: workorderid,
    version: detail.version,
    scheduledate: at.toISOString(),
    techid,
  });
};

/**
 * A new order at the site of `from`, on the technician's vendor, assigned to them and scheduled now, then
 * Dispatched as the dispatcher leaves it (the technician's check-in moves it to TOS).
 */
const orderForTech = async (
  baseUrl: string,
  tokens: { dispatcherToken: string; techToken: string },
  techid: number,
  from: ApiWorkOrderDetail,
  briefdescription: string,
): Promise<FieldOrder["order"]> => {
  const { dispatcherToken, techToken } = tokens;
  const order = await newOrderAt(baseUrl, dispatcherToken, from, { briefdescription });
  const { vendor } = await jsonCall<CurrentVendor>(
    baseUrl,
    techToken,
    "GET",
    "/api/vendorprofile/currentvendor",
  );
  await jsonCall(baseUrl, dispatcherToken, "POST", "/api/workorder/savevendor", {
    workorderid: order.id,
    vendorid: vendor.id,
    tradeid: null,
  });
  await scheduleForTech(baseUrl, techToken, order.id, techid, new Date());
  const { version } = await getWorkOrder(baseUrl, dispatcherToken, order.id);
  await jsonCall(baseUrl, dispatcherToken, "POST", "/api/workorder/updateworkorderstatus", {
    workorderid: order.id,
    statusid: STATUS.Dispatched,
    version,
    note: "<p>Dispatched for the field test.</p>",
  });
  return { id: order.id, wonumber: order.wonumber };
};

/** One more order of `f`'s technician at the same job site (a second order of their day). */
export const anotherFieldOrder = async (baseUrl: string, f: FieldOrder, label: string) =>
  orderForTech(
    baseUrl,
    f,
    f.tech.id,
    await getWorkOrder(baseUrl, f.dispatcherToken, f.order.id),
    `Field e2e ${label} ${f.tech.name}`,
  );

/**
 * A new technician of the demo vendor and a new order assigned to them, scheduled now, on a demo job site
 * with a point (and a phone with `sitePhone`), Dispatched (issue 31's field tests): the rows are the file's own, so the demo rows other files read stay.
 */
export const createFieldOrder = async (
  baseUrl: string,
  prefix: string,
  opts: { sitePhone?: boolean } = {},
): Promise<FieldOrder> => {
  const dispatcherToken = await apiToken(baseUrl, "Dispatchers");
  const vendorToken = await apiToken(baseUrl, "Vendor");
  const tech = await createTech(baseUrl, vendorToken, prefix);
  const techToken = tech.token;
  const cards = await jsonCall<TodayCard[]>(baseUrl, vendorToken, "GET", "/api/vendorprofile/today?tz=UTC");
  const card = cards.find(
    (c) => c.latitude !== null && c.longitude !== null && (!opts.sitePhone || c.sitephone),
  );
  if (!card?.latitude || !card.longitude) throw new Error("no demo job site with a point");
  const order = await orderForTech(
    baseUrl,
    { dispatcherToken, techToken },
    tech.id,
    await getWorkOrder(baseUrl, dispatcherToken, card.id),
    `Field e2e ${prefix} ${tech.tag}`,
  );
  return {
    tech: { email: tech.email, name: tech.name, password: tech.password, id: tech.id },
    order,
    site: { latitude: card.latitude, longitude: card.longitude, phone: card.sitephone ?? null },
    techToken,
    dispatcherToken,
  };
};

/** The phone stands this many degrees of latitude north of the site (0.0005 ≈ 55 m: inside the fence). */
export const standNear = (context: BrowserContext, site: FieldOrder["site"], north: number) =>
  context.setGeolocation({ latitude: site.latitude + north, longitude: site.longitude, accuracy: 10 });

/** A small real PNG (8×8, opaque) the phone's resize can decode. */
export const SITE_PHOTO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4EaCBFTEMLQkAaplQAc/OcKAAAAAASUVORK5CYII=",
  "base64",
);
