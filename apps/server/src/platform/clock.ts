import { occurredAtRefusal, recordedTimeOf, skewNote } from "@fm/domain";
import type { AppContext } from "./context.ts";
import { validation } from "./errors.ts";

/** Now, from the context's injectable clock (tests set `ctx.clock`), else the system's. */
export const nowOf = (ctx: AppContext): Date => ctx.clock?.() ?? new Date();

/**
 * THE time of a technician's action that may have waited in the phone's offline queue (issue 31: check-in,
 * check-out, note, photo): the device's `occurredat` when sent, checked against the one bound of the domain
 * (occurredAtRefusal: 400 naming `occurredat` when more than 2 min ahead or older than 24 h; a clock ahead
 * within the drift is recorded as now), else now. `receivedat` is now when the device's time is used (null
 * otherwise); `remark` the System note's skew remark ("" when sent at once).
 */
export const deviceTimeOf = (
  ctx: AppContext,
  occurredat: string | undefined,
): { at: Date; receivedat: Date | null; remark: string } => {
  const now = nowOf(ctx);
  const occurred = occurredat === undefined ? null : new Date(occurredat);
  if (occurred) {
    const refusal = occurredAtRefusal(occurred, now);
    if (refusal) throw validation(refusal, { occurredat: refusal });
  }
  const { at, skewMs } = recordedTimeOf(occurred, now);
  return { at, receivedat: occurred ? now : null, remark: skewNote(occurred, skewMs) };
};
