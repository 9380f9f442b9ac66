import classes from "./charts.module.css";
import { donutArcs, ringPath } from "./donut.ts";

export interface DonutSlice {
  name: string;
  value: number;
  /** Any CSS colour. */
  color: string;
}

export interface DonutChartProps {
  data: readonly DonutSlice[];
  /** Outer diameter in px. */
  size?: number;
  /** Ring width in px. */
  thickness?: number;
  /** Gap between slices, degrees. */
  paddingAngle?: number;
  /** Text in the hole (a total). */
  label?: string;
  /** The chart's accessible name: what it shows, values included (the slices are one image to a reader). */
  "aria-label": string;
  /** A slice pressed with the pointer (keyboard users reach the same through the card's legend). */
  onSliceClick?: (index: number) => void;
  className?: string;
}

/**
 * A donut chart as one small SVG (no chart library on the first screen, issue 34): one `path` per slice
 * (`data-slice` = its name), the slice's name and value as its hover title, an optional label in the hole.
 * To assistive technology it is one image named by `aria-label`.
 */
export const DonutChart = ({
  data,
  size = 200,
  thickness = 30,
  paddingAngle = 1,
  label,
  onSliceClick,
  className,
  "aria-label": ariaLabel,
}: DonutChartProps) => {
  const outer = size / 2;
  const inner = outer - thickness;
  const arcs = donutArcs(
    data.map((d) => d.value),
    paddingAngle,
  );
  return (
    <svg
      role="img"
      aria-label={ariaLabel}
      width={size}
      height={size}
      viewBox={`${-outer} ${-outer} ${size} ${size}`}
      className={[classes.donut, className].filter(Boolean).join(" ")}
    >
      {data.map((d, i) => {
        const arc = arcs[i];
        const path = arc ? ringPath(arc, inner, outer) : "";
        if (!path) return null;
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the card's legend buttons do the same by keyboard
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: slices may share a name; the order is the identity
            key={i}
            d={path}
            fill={d.color}
            fillRule="evenodd"
            data-slice={d.name}
            className={onSliceClick ? classes.clickable : undefined}
            onClick={onSliceClick ? () => onSliceClick(i) : undefined}
          >
            <title>{`${d.name}: ${d.value.toLocaleString("en-US")}`}</title>
          </path>
        );
      })}
      {label !== undefined && (
        <text className={classes.donutLabel} textAnchor="middle" dominantBaseline="central">
          {label}
        </text>
      )}
    </svg>
  );
};
