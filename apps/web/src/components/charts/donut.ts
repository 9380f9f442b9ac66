/** One slice of a donut: its share of the whole as angles (degrees, clockwise from 12 o'clock). */
export interface DonutArc {
  start: number;
  end: number;
}

/**
 * The arcs of a donut's slices, in order, clockwise from the top, `padAngle` degrees apart (none for a single
 * slice). A slice of 0 gets an empty arc (start = end); no slice gets a negative sweep.
 */
export const donutArcs = (values: readonly number[], padAngle: number): DonutArc[] => {
  const total = values.reduce((s, v) => s + Math.max(0, v), 0);
  const shown = values.filter((v) => v > 0).length;
  const pad = shown > 1 ? padAngle : 0;
  const room = 360 - pad * shown;
  let at = 0;
  return values.map((v) => {
    const sweep = total > 0 && v > 0 ? (Math.max(0, v) / total) * room : 0;
    const arc = { start: at + (sweep > 0 ? pad / 2 : 0), end: at + (sweep > 0 ? pad / 2 : 0) + sweep };
    at += sweep > 0 ? sweep + pad : 0;
    return arc;
  });
};

const point = (r: number, deg: number): string => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${(r * Math.cos(rad)).toFixed(3)} ${(r * Math.sin(rad)).toFixed(3)}`;
};

/**
 * The SVG path of a ring segment centred on 0,0 between radii `inner` and `outer`. A full turn is drawn as
 * two rings (fill-rule evenodd), since one arc cannot start and end at the same point.
 */
export const ringPath = (arc: DonutArc, inner: number, outer: number): string => {
  const sweep = arc.end - arc.start;
  if (sweep <= 0) return "";
  if (sweep >= 359.999) {
    return [
      `M 0 ${-outer} A ${outer} ${outer} 0 1 1 0 ${outer} A ${outer} ${outer} 0 1 1 0 ${-outer} Z`,
      `M 0 ${-inner} A ${inner} ${inner} 0 1 0 0 ${inner} A ${inner} ${inner} 0 1 0 0 ${-inner} Z`,
    ].join(" ");
  }
  const large = sweep > 180 ? 1 : 0;
  return [
    `M ${point(outer, arc.start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, arc.end)}`,
    `L ${point(inner, arc.end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, arc.start)}`,
    "Z",
  ].join(" ");
};

/** Axis ticks from 0 to a round maximum ≥ `max`, whole numbers, at most about `count` steps. */
export const niceTicks = (max: number, count = 4): number[] => {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw);
  const whole = Math.ceil(step);
  const top = Math.ceil(max / whole) * whole;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += whole) ticks.push(t);
  return ticks;
};
