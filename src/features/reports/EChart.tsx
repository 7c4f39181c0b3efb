import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { BarChart, LineChart } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register, type ComposeOption, type ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts the Reports screen draws (echarts' per-chart imports): this module is part of
// the Reports route's own chunk, never of another screen's. SVG, not canvas: text stays crisp at
// any zoom, and the drawing is smaller than a canvas bitmap on a wide screen.
register([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/**
 * One chart, as an image with a name: `label` says in words what it shows (the table beneath
 * gives every figure). It takes no focus and has no keyboard handling of its own, so a keyboard
 * user moves past it to the table; the pointer's tooltips add nothing the table lacks.
 */
export function EChart({ option, label }: { option: ChartOption; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const made = init(node, undefined, { renderer: 'svg' });
    chart.current = made;
    const resize = new ResizeObserver(() => made.resize());
    resize.observe(node);
    return () => {
      resize.disconnect();
      made.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // aria off: the container names the chart; echarts' own description would repeat it.
    chart.current?.setOption({ ...option, aria: { enabled: false } }, { notMerge: true });
  }, [option]);

  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height: 280 }} />;
}
