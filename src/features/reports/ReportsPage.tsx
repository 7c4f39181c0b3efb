import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGetRequestReportQuery } from '@/api';
import type { RequestReport } from '@/api/generated/binaryRequestApi';
import { PageLoading } from '@/components/PageLoading';
import { PageTitle } from '@/components/PageTitle';
import { ReportFilterBar } from './ReportFilterBar';
import { readFilters, reportArgs, withFilter, withoutFilters } from './reportFilters';
import { ReportSection } from './ReportSection';
import { reportSections } from './reportSections';

function withNames(known: ReadonlyMap<string, string>, report: RequestReport) {
  const next = new Map(known);
  for (const s of report.byStatus) if (s.stateId) next.set(s.stateId, s.status);
  for (const s of report.timeInState) if (!next.has(s.stateId)) next.set(s.stateId, s.state);
  return next;
}

/**
 * The Reports screen (issue 22 item 3): the requests the list's filters select, counted by
 * status and manufacturer, per week, and by time in each state; each chart followed by its table
 * and a CSV of it. The server applies the user's manufacturer restriction to every figure.
 */
export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const args = useMemo(() => reportArgs(filters), [filters]);
  const { data, isFetching, isError } = useGetRequestReportQuery(args);
  const report = data?.result;

  // The states' names, from every report seen: a status filter narrows the next report to the
  // chosen states, whose names the select must still show. Merged while rendering the report
  // that brings them (React's "adjusting state when a prop changes"), not in an effect after it.
  const [seen, setSeen] = useState<{ from?: RequestReport; names: ReadonlyMap<string, string> }>({
    names: new Map(),
  });
  if (report && seen.from !== report)
    setSeen({ from: report, names: withNames(seen.names, report) });

  const sections = useMemo(() => (report ? reportSections(report) : []), [report]);

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <PageTitle>Reports</PageTitle>
      <ReportFilterBar
        applied={filters}
        statuses={seen.names}
        onChange={(key, values) => setParams(withFilter(params, key, values), { replace: true })}
        onClear={() => setParams(withoutFilters(params), { replace: true })}
      />
      <p role="status" aria-live="polite">
        {report
          ? `${report.total.toLocaleString('en-US')} requests match.${isFetching ? ' Updating…' : ''}`
          : isError
            ? 'The report could not be loaded.'
            : ''}
      </p>
      {!report && !isError ? <PageLoading /> : null}
      {sections.map((section) => (
        <ReportSection key={section.title} {...section} />
      ))}
    </div>
  );
}
