import type { RequestReport } from '@/api/generated/binaryRequestApi';
import type { ChartModel } from './Chart';
import type { ReportTable } from './ReportSection';

/** What one ReportSection shows: built from the report, the chart and its table from one list. */
export interface SectionModel {
  title: string;
  chart: ChartModel;
  chartLabel: string;
  table: ReportTable;
  empty: string;
}

const number = (n: number) => n.toLocaleString('en-US');

/** The first few "name count" pairs, for a chart's spoken summary. */
function firstFew(pairs: Array<[string, number]>, unit: string): string {
  const listed = pairs.slice(0, 5).map(([name, n]) => `${name} ${number(n)}`);
  const rest = pairs.length > 5 ? `, and ${pairs.length - 5} more` : '';
  return `${listed.join(', ')}${rest} ${unit}`;
}

const barChart = (
  categories: string[],
  series: Array<{ name: string; data: number[] }>,
): ChartModel => ({
  kind: 'bar',
  categories,
  series: series.map((s) => ({ name: s.name, values: s.data })),
});

const weekChart = (
  weeks: string[],
  series: Array<{ name: string; data: number[] }>,
): ChartModel => ({
  kind: 'line',
  categories: weeks,
  series: series.map((s) => ({ name: s.name, values: s.data })),
});

const span = (weeks: RequestReport['weeks']) =>
  weeks.length > 0 ? `the weeks of ${weeks[0]?.weekStart} to ${weeks.at(-1)?.weekStart}` : '';

/**
 * A state's label in a chart and its summary: its name and its workflow's, since two workflows
 * may each have a "Draft" (the tables show the workflow in a column of its own).
 */
export const stateLabel = (state: string, workflow: string | null) =>
  workflow === null ? state : `${state} (${workflow})`;

export function reportSections(report: RequestReport): SectionModel[] {
  const statuses = report.byStatus.map((s): [string, number] => [
    stateLabel(s.status, s.workflow),
    s.count,
  ]);
  const makers = report.byManufacturer.map((m): [string, number] => [m.manufacturer, m.count]);
  const weeks = report.weeks.map((w) => w.weekStart);
  const created = report.weeks.reduce((sum, w) => sum + w.created, 0);
  const completed = report.weeks.reduce((sum, w) => sum + w.completed, 0);
  const pastDue = report.weeks.map((w) => w.pastDue);
  const states = report.timeInState.map((s) => stateLabel(s.state, s.workflow));
  return [
    {
      title: 'Requests by status',
      chartLabel: `Bar chart of requests by status: ${firstFew(statuses, 'requests')}.`,
      chart: barChart(
        statuses.map(([name]) => name),
        [{ name: 'Requests', data: statuses.map(([, n]) => n) }],
      ),
      table: {
        caption: 'Requests by status',
        headers: ['Status', 'Workflow', 'Requests'],
        rows: report.byStatus.map((s) => [s.status, s.workflow ?? '', s.count]),
      },
      empty: 'No requests match these filters.',
    },
    {
      title: 'Requests by manufacturer',
      chartLabel: `Bar chart of requests by manufacturer: ${firstFew(makers, 'requests')}.`,
      chart: barChart(
        makers.map(([name]) => name),
        [{ name: 'Requests', data: makers.map(([, n]) => n) }],
      ),
      table: {
        caption: 'Requests by manufacturer',
        headers: ['Manufacturer', 'Requests'],
        rows: makers,
      },
      empty: 'No requests match these filters.',
    },
    {
      title: 'Created and completed per week',
      chartLabel: `Line chart of requests created and completed per week over ${span(report.weeks)}: ${number(created)} created, ${number(completed)} completed.`,
      chart: weekChart(weeks, [
        { name: 'Created', data: report.weeks.map((w) => w.created) },
        { name: 'Completed', data: report.weeks.map((w) => w.completed) },
      ]),
      table: {
        caption: 'Requests created and completed per week (weeks start on Monday, UTC)',
        headers: ['Week of', 'Created', 'Completed'],
        rows: report.weeks.map((w) => [w.weekStart, w.created, w.completed]),
      },
      empty: 'No weeks in the chosen dates.',
    },
    {
      title: 'Time in each workflow state',
      chartLabel: `Bar chart of the median and 90th percentile hours spent in each state: ${report.timeInState
        .slice(0, 5)
        .map((s) => `${stateLabel(s.state, s.workflow)} median ${number(s.medianHours)} hours`)
        .join(', ')}${report.timeInState.length > 5 ? ', and more' : ''}.`,
      chart: barChart(states, [
        { name: 'Median (hours)', data: report.timeInState.map((s) => s.medianHours) },
        { name: '90th percentile (hours)', data: report.timeInState.map((s) => s.p90Hours) },
      ]),
      table: {
        caption: 'Hours spent in each workflow state, over the stays that ended',
        headers: ['State', 'Workflow', 'Stays', 'Median (hours)', '90th percentile (hours)'],
        rows: report.timeInState.map((s) => [
          s.state,
          s.workflow,
          s.visits,
          s.medianHours,
          s.p90Hours,
        ]),
      },
      empty: 'No request has left a state yet among these.',
    },
    {
      title: 'Past due per week',
      chartLabel: `Line chart of the requests past due at the end of each week over ${span(report.weeks)}: ${number(pastDue.at(-1) ?? 0)} in the last week, at most ${number(Math.max(0, ...pastDue))}.`,
      chart: weekChart(weeks, [{ name: 'Past due', data: pastDue }]),
      table: {
        caption: 'Requests past due at the end of each week (the latest week: now)',
        headers: ['Week of', 'Past due'],
        rows: report.weeks.map((w) => [w.weekStart, w.pastDue]),
      },
      empty: 'No weeks in the chosen dates.',
    },
  ];
}
