import type { ParsedOrder } from "./parsed-order.ts";
import { briefOf } from "./text-fields.ts";

/**
 * A ServiceChannel work order (GetWorkOrdersResponse.WorkOrder) in our terms: Location → job site (by the
 * subscriber's store id, else the address), Trade → trade, Priority → priority, Nte → NTE, CallDate and
 * ScheduledDate → dates, Description / ProblemCode → brief description and description. The whole object
 * is kept as the payload.
 */
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const when = (v: unknown): Date | null => {
  const s = str(v);
  if (!s) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) || t < Date.UTC(1900, 0, 1) || t > Date.UTC(2199, 11, 31) ? null : new Date(t);
};

/** ServiceChannel's numeric work-order Id, or null when it carries none. */
export const scIdOf = (wo: Record<string, unknown>): number | null => {
  const id = Number(wo.Id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const mapServiceChannelWorkOrder = (
  wo: Record<string, unknown>,
  po: string,
): Omit<ParsedOrder, "files"> => {
  const location = obj(wo.Location);
  const subscriber = obj(wo.Subscriber);
  const subscriberid = String(subscriber.Id ?? location.SubscriberId ?? "").trim();
  const description = str(wo.Description);
  const problemCode = str(wo.ProblemCode);
  const nte = typeof wo.Nte === "number" && Number.isFinite(wo.Nte) && wo.Nte >= 0 ? wo.Nte : null;
  // Address2 is the main address line in ServiceChannel's model, Address1 the additional one.
  const street = str(location.Address2) ?? str(location.Address1);
  const brief =
    problemCode && description
      ? `${problemCode}: ${briefOf(description)}`
      : (problemCode ?? (description ? briefOf(description) : null));
  const read: Record<string, unknown> = {
    PurchaseNumber: str(wo.PurchaseNumber),
    Location: str(location.StoreId) ?? street,
    Trade: str(wo.Trade),
    Priority: str(wo.Priority),
    Nte: nte,
    CallDate: when(wo.CallDate),
    ScheduledDate: when(wo.ScheduledDate),
    Description: description,
    ProblemCode: problemCode,
    Caller: str(wo.Caller),
  };
  return {
    source: "servicechannel",
    ponumber: str(wo.PurchaseNumber) ?? po,
    customer: { by: "servicechannel", subscriberid, name: str(subscriber.Name) },
    location: {
      storeid: str(location.StoreId),
      name: str(location.Name) ?? str(location.ShortName),
      streetaddress: street,
      city: str(location.City),
      statecode: str(location.State)?.toUpperCase().slice(0, 2) ?? null,
      postalcode: str(location.Zip)?.slice(0, 10) ?? null,
    },
    trade: str(wo.Trade),
    priority: str(wo.Priority),
    nte,
    calldate: when(wo.CallDate),
    scheduledate: when(wo.ScheduledDate),
    briefdescription: (brief ?? `ServiceChannel work order ${String(wo.Number ?? wo.Id ?? po)}`).slice(
      0,
      500,
    ),
    description:
      [
        description,
        problemCode ? `Problem code: ${problemCode}` : null,
        str(wo.Category) ? `Category: ${str(wo.Category)}` : null,
      ]
        .filter(Boolean)
        .join("\n") || null,
    requestedby: str(wo.Caller),
    externalref: `${String(wo.Id ?? "")}${wo.Number ? ` (${String(wo.Number)})` : ""}` || null,
    scworkorderid: scIdOf(wo),
    payload: wo,
    found: Object.entries(read)
      .filter(([, v]) => v !== null)
      .map(([k]) => k),
    missing: Object.entries(read)
      .filter(([, v]) => v === null)
      .map(([k]) => k),
  };
};
