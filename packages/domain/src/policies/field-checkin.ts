import { hasRole, type Principal } from "../roles.ts";
import { statusChangeRefusal } from "../status-rules.ts";
import { isLockedStatus, STATUS } from "../statuses.ts";
import { lockedOrderRefusal } from "./locked-orders.ts";
import { type Decision, firstRefusal, forbid, wrongState } from "./refusal.ts";

/** The check-in radius around a job site's point when FIELD_GEOFENCE_METERS is not set (0.25 mi). */
export const DEFAULT_GEOFENCE_METERS = 400;
/** How a check-in was verified: the device's position, the order's override, or a dispatcher's code. */
export const CHECKIN_METHODS = ["gps", "override", "code"] as const;
export type CheckInMethod = (typeof CHECKIN_METHODS)[number];

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in metres (haversine, mean Earth radius). */
export const distanceMeters = (a: Point, b: Point): number => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** "350 m" up to a kilometre, then "1.2 km": what the tech reads on a refusal. */
export const formatDistance = (meters: number): string =>
  meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;

/**
 * Inside the fence: the reported position's uncertainty counts in the tech's favour, but never by more than
 * the radius itself (a 5 km "accuracy" must not admit anyone).
 */
export const insideFence = (distance: number, accuracy: number, radius: number): boolean =>
  distance <= radius + Math.min(Math.max(accuracy, 0), radius);

export interface FieldOrder {
  statusid: number;
  techid: number | null;
  overridegeofencing: boolean;
}

/**
 * Who may check in or out on an order the row scope already let through (their vendor's line is on it):
 * a Vendor or Tech user of that vendor, when the order's technician is them or nobody (decision
 * 0043-f31tech-checkin: an unassigned order is the vendor's, any of its techs may arrive). An order
 * assigned to another technician refuses (403); Invoiced and Cancelled orders refuse (locked).
 */
export const fieldActorRefusal = (user: Principal & { id: number }, order: FieldOrder): Decision =>
  firstRefusal(
    () => (hasRole(user, "Vendor") || hasRole(user, "Tech") ? null : forbid()),
    () =>
      order.techid === null || order.techid === user.id
        ? null
        : forbid("This work order is assigned to another technician.", "workorderid"),
    () => lockedOrderRefusal("vendorCheckIn", order),
  );

export interface CheckInContext {
  order: FieldOrder;
  /** The job site's point; null when the site has none. */
  site: Point | null;
  position: (Point & { accuracy: number }) | null;
  radius: number;
  /** The caller's open check-in on this order, or on another (its WO #). */
  openHere: boolean;
  openElsewhere: string | null;
  confirmElsewhere: boolean;
  /** A dispatcher confirmed the tech's code: the fence does not apply. */
  byCode: boolean;
}

export interface CheckInVerdict {
  refusal: Decision;
  method: CheckInMethod;
  distance: number | null;
}

/** Everything a check-in is decided on, after the actor rule above: one place, shared by server and tests. */
export const checkInVerdict = (user: Principal & { id: number }, c: CheckInContext): CheckInVerdict => {
  const distance = c.site && c.position ? distanceMeters(c.site, c.position) : null;
  const method: CheckInMethod = c.byCode ? "code" : c.order.overridegeofencing ? "override" : "gps";
  const refusal = firstRefusal(
    () => (c.byCode ? null : fieldActorRefusal(user, c.order)),
    () => (c.openHere ? wrongState("You are already checked in on this work order.", "workorderid") : null),
    () =>
      c.openElsewhere && !c.confirmElsewhere
        ? wrongState(
            `You are still checked in on ${c.openElsewhere}. Check out there first, or confirm to be on both.`,
            "confirm",
          )
        : null,
    () => {
      if (method !== "gps") return null;
      if (!c.position)
        return { code: "validation", message: "Your location is required to check in.", field: "latitude" };
      if (!c.site || distance === null) {
        return wrongState(
          "This job site has no map position: call the dispatcher for a check-in code.",
          "latitude",
        );
      }
      return insideFence(distance, c.position.accuracy, c.radius)
        ? null
        : wrongState(
            `You are ${formatDistance(distance)} from the job site; check-in needs you within ${formatDistance(c.radius)}.`,
            "latitude",
          );
    },
  );
  return { refusal, method, distance };
};

/** Late from 30 minutes after the schedule; a no-show from 2 hours (decision 0043-f31tech-checkin). */
export const LATE_AFTER_MINUTES = 30;
export const NO_SHOW_AFTER_MINUTES = 120;

export type FieldStateName = "onsite" | "late" | "noshow";

/**
 * What the dispatcher sees of the field on an order at `now`: on site while a check-in is open; late / no-show
 * when an open order's schedule passed with nobody checked in (no on-site date) and the work is not complete.
 */
export const fieldStateOf = (
  o: {
    onsite: boolean;
    statusid: number;
    scheduledate: Date | null;
    onsitedate: Date | null;
    completedate: Date | null;
  },
  now: Date,
): FieldStateName | null => {
  if (o.onsite) return "onsite";
  if (!o.scheduledate || o.onsitedate || o.completedate || isLockedStatus(o.statusid)) return null;
  const late = (now.getTime() - o.scheduledate.getTime()) / 60_000;
  return late >= NO_SHOW_AFTER_MINUTES ? "noshow" : late >= LATE_AFTER_MINUTES ? "late" : null;
};

/**
 * Issue 31: a check-in (GPS, override or code) on a Dispatched order moves it to TechOnSite, asked of the one
 * status rule (statusChangeRefusal) with the System note as its note. Null when the status stays: not
 * Dispatched, or the rule refuses (the check-in itself still succeeds).
 */
export const arrivalStatusOf = (user: Principal, statusid: number, note: string): number | null => {
  if (statusid !== STATUS.Dispatched) return null;
  return statusChangeRefusal(user, { from: statusid, to: STATUS.TechOnSite, note }) === null
    ? STATUS.TechOnSite
    : null;
};

/** A drawn signature (PNG, base64): at most about 300 KB of image. */
export const SIGNATURE_MAX_BASE64 = 400_000;

/** Offline actions (issue 31): how far the device's time may be from the server's. */
export const OFFLINE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A device clock running ahead by up to this much is taken as "now" (clocks drift). */
export const CLOCK_AHEAD_TOLERANCE_MS = 2 * 60 * 1000;

/**
 * The device's time of an action sent later (the offline queue): accepted when not in the future (beyond a
 * small drift) and not older than 24 h. Null = accepted; else the message naming the field.
 */
export const occurredAtRefusal = (occurred: Date, now: Date): string | null => {
  const skew = now.getTime() - occurred.getTime();
  if (skew < -CLOCK_AHEAD_TOLERANCE_MS)
    return "Occurred at cannot be in the future. Check the phone's clock.";
  if (skew > OFFLINE_MAX_AGE_MS)
    return "Occurred at is more than 24 hours ago: it can no longer be recorded.";
  return null;
};

/** The time an event is recorded at: the device's (never after now), and the skew the System note mentions. */
export const recordedTimeOf = (occurred: Date | null, now: Date): { at: Date; skewMs: number } => {
  if (occurred === null) return { at: now, skewMs: 0 };
  const at = occurred.getTime() > now.getTime() ? now : occurred;
  return { at, skewMs: now.getTime() - occurred.getTime() };
};

/** " (recorded on the device at 14:05 UTC, sent 12 min later)" for a System note; "" when sent at once. */
export const skewNote = (occurred: Date | null, skewMs: number): string => {
  if (occurred === null || Math.abs(skewMs) < 60_000) return "";
  const minutes = Math.round(Math.abs(skewMs) / 60_000);
  const when = occurred.toISOString().slice(11, 16);
  return skewMs >= 0
    ? ` (recorded offline at ${when} UTC, sent ${minutes} min later)`
    : ` (device clock ${minutes} min ahead of the server)`;
};
