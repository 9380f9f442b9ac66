import { STATUS } from "@fm/domain";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { workOrders } from "../../db/schema/index.ts";
import type { MatrixCaller } from "./callers.ts";
import type { Fixture } from "./fixtures.ts";

/**
 * The route × role matrix per record state and per variant of a multi-action route (issue 28): each case
 * builds its record in a state, and the table says what every caller gets — allowed, or the refusal code —
 * so a write the policy refuses is proven refused, with nothing changed (state-matrix.test.ts).
 */
export type RecordState =
  | "open"
  | "Invoiced"
  | "Cancelled"
  | "approved line"
  | "status does not offer it"
  | "approved"
  | "not approved"
  | "caller's own party"
  | "another party"
  | "own account"
  | "another user"
  | "company setting";

export interface StateCase {
  name: string;
  /** Callers the route and the policy admit (every other signed-in caller: 403, anonymous: 401). */
  allowed: readonly MatrixCaller[];
  states: readonly RecordState[];
  /**
   * Builds the record in the state; answers the request and the order whose rows must not change on a refusal
   * (or, for a record that is not a work order's, `snapshot`: what must not change).
   */
  build: (f: Fixture, state: RecordState) => Promise<BuiltCase>;
  /** The refusal an allowed caller gets in a state (undefined: allowed). */
  refusal: (state: RecordState) => string | undefined;
}

export type BuiltCase = { request: InjectOptions } & (
  | { workorderid: number; snapshot?: undefined }
  | { workorderid?: undefined; snapshot: () => Promise<unknown> }
);

export const lockedState = (state: RecordState) =>
  state === "Invoiced" ? STATUS.Invoiced : state === "Cancelled" ? STATUS.Cancelled : null;

export const setStatus = (f: Fixture, id: number, statusid: number) =>
  f.t.db.update(workOrders).set({ statusid }).where(eq(workOrders.id, id));

export const lockedRefusal = (state: RecordState) =>
  state === "Invoiced" || state === "Cancelled" ? "400 locked" : undefined;
