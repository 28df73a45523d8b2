import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/** A design token's colour (styles/index.css), read when the chart is drawn. */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || "#1c1917";
}

export interface TimeSeries {
  label: string;
  values: number[];
  /** The period before: drawn dashed and quieter. */
  previous?: boolean;
}

/**
 * A line chart of buckets (days or months) drawn by uPlot (decision 180), with this period in
 * clay and the one before dashed. The x axis is the bucket's place, labelled by `tickLabel`.
 */
export function TimeChart({
  label,
  series,
  tickLabel,
  formatValue,
  height = 200,
}: {
  label: string;
  series: TimeSeries[];
  tickLabel: (index: number) => string;
  formatValue: (value: number) => string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const length = series[0]?.values.length ?? 0;
    const xs = Array.from({ length }, (_, i) => i);
    const ink = token("muted");
    const axis = {
      stroke: ink,
      grid: { stroke: token("line"), width: 1 },
      ticks: { stroke: token("line"), width: 1 },
      font: "12px system-ui, sans-serif",
    };
    const chart = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height,
        legend: { show: false },
        cursor: { points: { size: 6 } },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
        axes: [
          {
            ...axis,
            values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? tickLabel(i) : "")),
          },
          { ...axis, size: 64, values: (_u, splits) => splits.map((v) => formatValue(v)) },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.previous ? token("ochre-dark") : token("clay"),
            width: s.previous ? 1.5 : 2.5,
            dash: s.previous ? [6, 4] : undefined,
            points: { show: length <= 31, size: s.previous ? 3 : 5 },
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(200, element.clientWidth), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, tickLabel, formatValue, height]);

  return (
    <div>
      <div
        ref={box}
        role="img"
        aria-label={label}
        className="w-full overflow-hidden"
        style={{ minHeight: height }}
      />
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span
              className={
                s.previous
                  ? "w-4 border-t-2 border-dashed border-ochre-dark"
                  : "w-4 border-t-[3px] border-clay"
              }
            />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
