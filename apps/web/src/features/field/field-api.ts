import type { DevicePosition } from "@fm/domain/contracts";
import { devContract, loadContract } from "../../api/dev-contract.ts";
import { api } from "../../api/instance.ts";
import { todayRequest } from "./today-request.ts";

/** Query keys of the field screens (issue 31). */
export const fieldKeys = {
  today: (search: string) => ["field", "today", search] as const,
  todayAll: ["field", "today"] as const,
  trail: (id: number) => ["field", "trail", id] as const,
  mine: (id: number) => ["field", "mine", id] as const,
};

/**
 * The field reads and the check-in code. Check-in, check-out, notes and photos go through the offline queue
 * (offline/field-offline.ts `sendQueued`), which keeps them on the phone when the server cannot be reached.
 * Their response contracts load in development builds only (the only ones that check them): the phone's
 * Today chunk stays without zod (decision 0047-hperf).
 */
export const fieldApi = {
  today: async (search: string) => {
    const { path, query } = todayRequest(search);
    return api.get(path, { query, response: await devContract("TodayCards") });
  },
  /** The order's page (vendor portal detail), checked against its contract, loaded with the first call. */
  order: async (id: number) =>
    api.get(`/api/vendorprofile/workorder/${id}`, { response: await loadContract("VendorWorkOrderDetail") }),
  mine: async (id: number) =>
    api.get(`/api/vendorprofile/checkin/${id}`, { response: await devContract("MyCheckIn") }),
  requestCode: async (workorderid: number) =>
    api.post(
      "/api/vendorprofile/checkincode",
      { workorderid },
      { response: await devContract("CheckInCode") },
    ),
  trail: async (id: number) =>
    api.get(`/api/workorder/checkins/${id}`, { response: await devContract("CheckInTrail") }),
  confirmCode: async (workorderid: number, code: string) =>
    api.post(
      "/api/workorder/confirmcheckincode",
      { workorderid, code },
      { response: await devContract("CheckInResult") },
    ),
};

/** The device's position (Geolocation API), or null when the browser has none or the user refuses it. */
export const devicePosition = (): Promise<DevicePosition | null> =>
  new Promise((resolve) => {
    if (!("geolocation" in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: Math.min(p.coords.accuracy, 100_000),
        }),
      () => resolve(null),
      // A fresh fix every time: a tech refused outside the fence who walks in and retries must not be
      // judged again on the browser's cached position.
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  });
