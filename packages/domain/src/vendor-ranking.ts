/*
 * Issue 32 §3: the scorecard's weight in the ONE vendor ranking — Select Vendor's default order ("priority")
 * and automatic dispatch, which takes that order's first eligible vendors (decision 0045-s32rank).
 *
 * The order: dispatch priority (Admin → Dispatch, the admin's explicit choice, first), then vendors whose
 * coverage ZIPs include the job site, then the *ranking distance*: the miles to the job site, less
 * SCORECARD_MILES_PER_POINT for every point of the vendor's Score (scorecardOf's one number, 0–100) above
 * SCORECARD_NEUTRAL_SCORE, plus as much for every point below it. A vendor with no measured Score counts as
 * neutral. Without a distance (no coordinates), the better Score comes first. So a better-scoring vendor
 * ranks above an otherwise equal one, and can overtake a nearer one by up to 10 miles (Score 100 vs 50).
 */

/** The Score that moves a vendor neither nearer nor farther (and what an unmeasured vendor counts as). */
export const SCORECARD_NEUTRAL_SCORE = 50;
/** Miles a point of Score above (below) neutral counts as nearer (farther). */
export const SCORECARD_MILES_PER_POINT = 0.2;

/** Miles the Score counts as nearer (positive) or farther (negative), one decimal; 0 without a Score. */
export const scorecardMiles = (score: number | null): number =>
  score === null ? 0 : Math.round((score - SCORECARD_NEUTRAL_SCORE) * SCORECARD_MILES_PER_POINT * 10) / 10;

/** What the ranking compares after priority and coverage: distance less the Score's miles; null = last. */
export const rankingDistance = (distance: number | null, score: number | null): number | null =>
  distance === null ? null : distance - scorecardMiles(score);

export interface RankedVendor {
  dispatchpriority: number | null;
  coversjobsite: boolean;
  distancefromjob: number | null;
  score: number | null;
}

/** Why a vendor holds its place, in words (automatic dispatch's offer note, the Vendor tab's offer list). */
export const rankReason = (v: RankedVendor): string => {
  const parts = [
    v.dispatchpriority === null ? "no dispatch priority" : `dispatch priority ${v.dispatchpriority}`,
  ];
  if (v.coversjobsite) parts.push("covers the job site's ZIP");
  parts.push(v.distancefromjob === null ? "distance unknown" : `${v.distancefromjob.toFixed(1)} mi`);
  const miles = scorecardMiles(v.score);
  if (v.score === null) parts.push("no scorecard yet (counts as neutral)");
  else if (miles === 0) parts.push(`scorecard ${v.score.toFixed(1)} (neutral)`);
  else
    parts.push(
      `scorecard ${v.score.toFixed(1)} counts ${Math.abs(miles).toFixed(1)} mi ${miles > 0 ? "nearer" : "farther"}`,
    );
  return parts.join(", ");
};
