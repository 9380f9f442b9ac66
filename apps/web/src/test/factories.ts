import type { LineAcceptance } from "@fm/domain/contracts";

/** A vendor line's answer for a test: not dispatched yet unless `over` says otherwise. */
export const lineAcceptance = (over: Partial<LineAcceptance> = {}): LineAcceptance => ({
  status: "not_dispatched",
  acceptedat: null,
  declinedat: null,
  declinereason: null,
  eta: null,
  canDecide: false,
  ...over,
});
