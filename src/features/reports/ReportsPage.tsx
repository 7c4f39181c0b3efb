import { Suspense, useMemo } from 'react';
import { useGetRequestReportQuery } from '@/api';
import { PageLoading } from '@/components/PageLoading';
import { PageTitle } from '@/components/PageTitle';
import { LazyRequestFilterBar } from '@/components/requestFilters/LazyRequestFilterBar';
import { useRequestFilters } from '@/components/requestFilters/requestFilters';
import { ReportSection } from './ReportSection';
import { reportSections } from './reportSections';

/**
 * The Reports screen (issue 22 item 3): the requests the list's filters select, counted by
 * status and manufacturer, per week, and by time in each state; each chart followed by its table
 * and a CSV of it. The filters are the list's own (reader, URL names and bar): GetRequestReport
 * takes every filter parameter of GetRequests, and no search. The server applies the user's
 * manufacturer restriction to every figure.
 */
export default function ReportsPage() {
  const filters = useRequestFilters();
  const { data, isFetching, isError } = useGetRequestReportQuery(filters.args);
  const report = data?.result;
  const sections = useMemo(() => (report ? reportSections(report) : []), [report]);

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <PageTitle>Reports</PageTitle>
      <div style={{ marginBottom: 24 }}>
        <Suspense fallback={null}>
          <LazyRequestFilterBar current={filters} />
        </Suspense>
      </div>
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
