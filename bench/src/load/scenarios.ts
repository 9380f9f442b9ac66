import type { WorkOrderDetail } from "@fm/domain/contracts";
import type { HttpClient, HttpResult } from "./http-client.ts";
import type { Recorder } from "./recorder.ts";
import type { WriteLedger } from "./write-ledger.ts";

export type Role = "dispatcher" | "vendor" | "tech" | "customer";

export interface Credentials {
  email: string;
  password: string;
}

/** Work-order ids each role reads (and the dispatchers edit), gathered from the data set before the run. */
export interface IdPools {
  any: number[];
  editable: number[];
  vendor: number[];
  /** The demo technician's own open orders (Today, the detail, notes). */
  tech: number[];
  customer: number[];
}

/** One signed-in user shared by the role's virtual users; a 401 (expired token) signs in again once. */
export const createSession = (http: HttpClient, who: Credentials) => {
  let current: Promise<string> | null = null;
  let currentValue: string | null = null;
  const start = (): Promise<string> => {
    const p = http.request("POST", "/api/auth/login", null, who).then((res) => {
      if (res.status !== 200)
        throw new Error(`login of ${who.email}: ${res.status} ${res.body.slice(0, 200)}`);
      return (JSON.parse(res.body) as { accessToken: string }).accessToken;
    });
    current = p;
    p.then(
      (v) => {
        if (current === p) currentValue = v;
      },
      () => {
        if (current === p) current = null;
      },
    );
    return p;
  };
  return {
    token: (): Promise<string> => current ?? start(),
    /** A fresh token unless another virtual user already replaced the stale one. */
    renew: (stale: string): Promise<string> => {
      if (currentValue === stale || current === null) {
        currentValue = null;
        return start();
      }
      return current;
    },
  };
};

export type Session = ReturnType<typeof createSession>;

const pick = <T>(xs: readonly T[], rnd: () => number): T => {
  const x = xs[Math.floor(rnd() * xs.length)];
  if (x === undefined) throw new Error("empty id pool");
  return x;
};

/** What one virtual user does, over and over until the run ends. */
export interface VirtualUser {
  role: Role;
  journey: (iteration: number) => Promise<void>;
}

interface Ctx {
  http: HttpClient;
  session: Session;
  recorder: Recorder;
  ledger: WriteLedger;
  rnd: () => number;
}

/** Calls one endpoint, records its latency under `label`, and returns the parsed JSON (null on failure). */
const call = async (
  c: Ctx,
  label: string,
  method: "GET" | "PUT" | "POST",
  path: string,
  body?: unknown,
): Promise<unknown> => {
  let token = await c.session.token();
  let res: HttpResult;
  try {
    res = await c.http.request(method, path, token, body);
    if (res.status === 401) {
      token = await c.session.renew(token);
      res = await c.http.request(method, path, token, body);
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    c.recorder.error(label, message.startsWith("timeout") ? "timeout" : "network", message);
    return null;
  }
  if (res.status < 200 || res.status >= 300) {
    c.recorder.error(label, `HTTP ${res.status}`, `${res.status} ${res.body}`);
    return null;
  }
  c.recorder.ok(label, res.ms);
  return res.body ? JSON.parse(res.body) : null;
};

/** Tells this run's writes from an earlier run's on the same data set. */
const RUN_TAG = Date.now().toString(36);

const LIST_SORTS = ["createddate", "dispatchdate", "wonumber", "scheduledate"] as const;

/** The work-order detail load (the contract's WorkOrderDetail). */
type Detail = WorkOrderDetail;

/** The Work Order tab's save: the form as loaded, with one field changed and the version it was read at. */
const editOf = (d: Detail, n: number) => ({
  id: d.id,
  version: d.version,
  customerid: d.customerid,
  jobsiteid: d.jobsiteid,
  divisionid: d.divisionid,
  statusid: d.statusid,
  priorityid: d.priorityid,
  requesttypeid: d.requesttypeid,
  duedate: d.duedate,
  briefdescription: d.briefdescription,
  description: d.description,
  requestedby: `Load test ${n} ${RUN_TAG}`,
  salesrepid: d.salesrepid,
  dispatcherid: d.dispatcherid,
  ponumber: d.ponumber,
  nte: d.nte,
  promisedate: d.promisedate,
  scheduledate: d.scheduledate,
  dispatchdate: d.dispatchdate,
  cancelreason: d.cancelreason,
  tradeids: d.trades.map((t) => t.tradeid),
  customercalled: d.customercalled,
  vendorcalled: d.vendorcalled,
});

/**
 * A dispatcher: the work-order list (a page of Active orders in one of the grid's sorts), a detail, and on
 * every fourth round an edit of an order from its own slice of the editable pool (so no two virtual users
 * edit the same order and a 409 would be a real error).
 */
export const dispatcher = (c: Ctx, own: readonly number[], pools: IdPools): VirtualUser => ({
  role: "dispatcher",
  journey: async (i) => {
    const sort = JSON.stringify([{ column: pick(LIST_SORTS, c.rnd), desc: true }]);
    const page = 1 + Math.floor(c.rnd() * 3);
    await call(
      c,
      "dispatcher GET /api/workorder/getworkorders",
      "GET",
      `/api/workorder/getworkorders?status=active&pageSize=100&page=${page}&sort=${encodeURIComponent(sort)}`,
    );
    await call(
      c,
      "dispatcher GET /api/workorder/getworkorder",
      "GET",
      `/api/workorder/getworkorder?id=${pick(pools.any, c.rnd)}`,
    );
    if (i % 4 === 3 && own.length) {
      const id = pick(own, c.rnd);
      const d = (await call(
        c,
        "dispatcher GET /api/workorder/getworkorder",
        "GET",
        `/api/workorder/getworkorder?id=${id}`,
      )) as Detail | null;
      if (d) {
        const edit = editOf(d, i);
        const saved = await call(
          c,
          "dispatcher PUT /api/workorder/updateworkorder",
          "PUT",
          "/api/workorder/updateworkorder",
          edit,
        );
        if (saved !== null) c.ledger.edited(id, edit.requestedby);
      }
    }
  },
});

/** A vendor or customer on its portal: My Work Orders, one of its orders, the status cards. */
export const portalUser = (c: Ctx, role: "vendor" | "customer", ids: readonly number[]): VirtualUser => {
  const list = role === "vendor" ? "/api/vendorprofile/getworkorders" : "/api/customerprofile/getworkorders";
  return {
    role,
    journey: async () => {
      await call(c, `${role} GET ${list}/open`, "GET", `${list}/open?pageSize=100`);
      await call(
        c,
        `${role} GET /api/workorder/getworkorder`,
        "GET",
        `/api/workorder/getworkorder?id=${pick(ids, c.rnd)}`,
      );
      await call(c, `${role} GET /api/home/getactivecounts`, "GET", "/api/home/getactivecounts");
    },
  };
};

/**
 * A technician on the phone (issue 31): Today, one of its orders with its check-in state, and on every fourth
 * round a note on that order (a write checked after the run).
 */
export const technician = (c: Ctx, ids: readonly number[], vu: number): VirtualUser => ({
  role: "tech",
  journey: async (i) => {
    await call(c, "tech GET /api/vendorprofile/today", "GET", "/api/vendorprofile/today?tz=UTC");
    const id = pick(ids, c.rnd);
    await call(c, "tech GET /api/workorder/getworkorder", "GET", `/api/workorder/getworkorder?id=${id}`);
    await call(c, "tech GET /api/vendorprofile/checkin/{id}", "GET", `/api/vendorprofile/checkin/${id}`);
    if (i % 4 === 3) {
      const note = `Load note ${RUN_TAG} ${vu} ${i}`;
      const saved = await call(
        c,
        "tech POST /api/vendorprofile/savenote",
        "POST",
        "/api/vendorprofile/savenote",
        {
          workorderid: id,
          note,
        },
      );
      if (saved !== null) c.ledger.noted(note);
    }
  },
});

export type { Ctx as ScenarioContext };
