import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

/**
 * What a chart draws: one value per category for each series, as bars or lines. The Reports
 * screen's charts are all of this shape, so its sections describe the data, not a library's
 * options.
 */
export interface ChartModel {
  kind: 'bar' | 'line';
  categories: readonly string[];
  series: ReadonlyArray<{ name: string; values: readonly number[] }>;
}

// The few rules of uPlot's stylesheet the chart needs (the build has no CSS loader): its layers
// stacked, its canvas a block. The CSP allows inline styles (server/app.ts), as antd needs.
const UPLOT_CSS =
  '.uplot,.uplot *{box-sizing:border-box}.u-wrap{position:relative;user-select:none}' +
  '.u-over,.u-under{position:absolute}.u-under{overflow:hidden}' +
  '.uplot canvas{display:block;position:relative;width:100%;height:100%}.u-axis{position:absolute}';

const HEIGHT = 260;

/** At most about ten labels on the category axis: a long run of weeks shows every n-th. */
const labelStep = (count: number) => Math.max(1, Math.ceil(count / 10));

function options(model: ChartModel, width: number, colors: string[], text: string): uPlot.Options {
  const n = model.categories.length;
  const step = labelStep(n);
  const bars = model.kind === 'bar';
  const each = model.series.length;
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    // No cursor, selection or zoom: nothing here answers the pointer or the keyboard, so the
    // chart holds no focus and traps none; every figure is in the table beneath it.
    cursor: { show: false, drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: bars ? [-0.5, n - 0.5] : [0, Math.max(1, n - 1)] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        stroke: text,
        splits: () => model.categories.map((_, i) => i),
        values: (_u, splits) =>
          splits.map((i) => (i % step === 0 ? (model.categories[i] ?? '') : '')),
        size: 48,
      },
      { stroke: text },
    ],
    series: [
      {},
      ...model.series.map((s, i) => ({
        label: s.name,
        stroke: colors[i % colors.length],
        fill: bars ? colors[i % colors.length] : undefined,
        width: bars ? 0 : 2,
        points: { show: !bars && n <= 1 },
        paths: bars
          ? uPlot.paths.bars?.({
              size: [0.7 / each, 64],
              align: each === 1 ? 0 : i === 0 ? -1 : 1,
            })
          : undefined,
      })),
    ],
  };
}

/**
 * One chart, as an image with a name: `label` says in words what it shows (the table beneath
 * gives every figure), and the legend below names the series by colour.
 */
export function Chart({ model, label }: { model: ChartModel; label: string }) {
  const { token } = theme.useToken();
  const holder = useRef<HTMLDivElement>(null);
  const { colorPrimary, colorWarning, colorSuccess, colorText } = token;
  const colors = [colorPrimary, colorWarning, colorSuccess];

  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    const data: uPlot.AlignedData = [
      model.categories.map((_, i) => i),
      ...model.series.map((s) => [...s.values]),
    ];
    const palette = [colorPrimary, colorWarning, colorSuccess];
    const chart = new uPlot(
      options(model, node.clientWidth || 600, palette, colorText),
      data,
      node,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: node.clientWidth || 600, height: HEIGHT }),
    );
    resize.observe(node);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [model, colorPrimary, colorWarning, colorSuccess, colorText]);

  return (
    <div role="img" aria-label={label}>
      <style>{UPLOT_CSS}</style>
      <div ref={holder} style={{ width: '100%', minHeight: HEIGHT }} />
      {model.series.length > 1 ? (
        <div style={{ display: 'flex', gap: token.marginMD, justifyContent: 'center' }}>
          {model.series.map((s, i) => (
            <span key={s.name}>
              <span
                style={{
                  display: 'inline-block',
                  width: 12,
                  height: 12,
                  marginRight: 6,
                  background: colors[i % colors.length],
                }}
              />
              {s.name}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
