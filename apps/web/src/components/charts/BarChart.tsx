import type { CSSProperties } from "react";
import classes from "./charts.module.css";
import { niceTicks } from "./donut.ts";

export interface BarSeries {
  name: string;
  /** Any CSS colour. */
  color: string;
}

export interface BarGroup {
  /** The group's caption on the category axis (a dispatcher's name). */
  label: string;
  /** One value per series, in the order of `series`. */
  values: readonly number[];
}

export interface BarChartProps {
  data: readonly BarGroup[];
  series: readonly BarSeries[];
  /** "columns": groups side by side, bars upright; "rows": one row per group, bars lying down. */
  layout: "columns" | "rows";
  /** Height of the whole chart, legend included, px. */
  height: number;
  /** Thickest bar, px. */
  maxBarWidth?: number;
  /** Width of the value axis (columns) or the category captions (rows), px. */
  axisWidth?: number;
  /** The start of the accessible name; the values follow it ("…: Dana: In Received 3, Total Count 5; …"). */
  label: string;
}

/** The accessible name: the chart's label, then every group's values by series. */
export const barChartName = (
  label: string,
  data: readonly BarGroup[],
  series: readonly BarSeries[],
): string =>
  `${label}: ${data
    .map((g) => `${g.label}: ${series.map((s, i) => `${s.name} ${g.values[i] ?? 0}`).join(", ")}`)
    .join("; ")}`;

const pct = (v: number, top: number) => `${top > 0 ? (Math.max(0, v) / top) * 100 : 0}%`;

/**
 * A grouped bar chart in plain HTML and CSS (no chart library on the first screen, issue 34): a legend, the
 * value axis with its grid lines, one group of bars per category. It fills its container's width with no
 * measuring. To assistive technology it is one image whose name carries every value (`barChartName`).
 */
export const BarChart = ({
  data,
  series,
  layout,
  height,
  maxBarWidth = 28,
  axisWidth = 40,
  label,
}: BarChartProps) => {
  const max = Math.max(0, ...data.flatMap((g) => g.values));
  const ticks = niceTicks(max);
  const top = ticks.at(-1) ?? 1;
  const vars = { "--fm-bar-max": `${maxBarWidth}px`, "--fm-axis": `${axisWidth}px`, height } as CSSProperties;
  const titleOf = (g: BarGroup) =>
    `${g.label}: ${series.map((s, i) => `${s.name} ${g.values[i] ?? 0}`).join(", ")}`;
  const bars = (g: BarGroup) =>
    series.map((s, i) => (
      <span
        key={s.name}
        className={classes.bar}
        style={{
          background: s.color,
          [layout === "columns" ? "height" : "width"]: pct(g.values[i] ?? 0, top),
        }}
      />
    ));

  return (
    <div
      role="img"
      aria-label={barChartName(label, data, series)}
      className={classes.barChart}
      style={vars}
      data-layout={layout}
    >
      <ul className={classes.legend} aria-hidden data-chart-legend>
        {series.map((s) => (
          <li key={s.name}>
            <span className={classes.legendSwatch} style={{ background: s.color }} />
            {s.name}
          </li>
        ))}
      </ul>
      {layout === "columns" ? (
        <div className={classes.columnsPlot}>
          <div className={classes.valueAxis}>
            {ticks.map((t) => (
              <span key={t} style={{ bottom: pct(t, top) }}>
                {t.toLocaleString("en-US")}
              </span>
            ))}
          </div>
          <div className={classes.plot}>
            {ticks.map((t) => (
              <span key={t} className={classes.gridLine} style={{ bottom: pct(t, top) }} />
            ))}
            {data.map((g, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: captions may repeat; the order is the identity
              <div key={i} className={classes.group} title={titleOf(g)}>
                {bars(g)}
              </div>
            ))}
          </div>
          <div />
          <div className={classes.categoryAxis}>
            {data.map((g, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <span key={i} title={g.label}>
                {g.label}
              </span>
            ))}
          </div>
        </div>
      ) : (
        <div className={classes.rowsPlot}>
          <div className={classes.rowsBody}>
            {ticks.map((t) => (
              <span
                key={t}
                className={classes.gridLineV}
                style={{
                  left: `calc(var(--fm-axis) + 6px + (100% - var(--fm-axis) - 6px) * ${top > 0 ? t / top : 0})`,
                }}
              />
            ))}
            {data.map((g, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <div key={i} className={classes.row} title={titleOf(g)}>
                <span className={classes.rowLabel}>{g.label}</span>
                <div className={classes.rowBars}>{bars(g)}</div>
              </div>
            ))}
          </div>
          <div className={classes.rowsAxis}>
            {ticks.map((t) => (
              <span key={t} style={{ left: pct(t, top) }}>
                {t.toLocaleString("en-US")}
              </span>
            ))}
          </div>
        </div>
      )}
    </div>
  );
};
