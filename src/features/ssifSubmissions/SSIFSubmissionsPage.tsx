import { lazy } from 'react';
import { useGetSubmissionsQuery, useLazyExportSubmissionsQuery } from '@/api';
import type { SsifSubmission } from '@/api/generated/ssifSubmissionApi';
import { PROVIDER_NAME } from '@/app/config';
import { ListHeading } from '@/components/masterDetail/ListHeading';
import { ListExportButton } from '@/components/export/ListExportButton';
import { MasterDetailView, useListParams } from '@/components/masterDetail/MasterDetailLayout';
import { SubmissionItem } from './SubmissionItem';
import { submissionSortOptions } from './submissionSort';

// The details load when a submission is first shown, not with the list.
const SubmissionDetails = lazy(() =>
  import('./SubmissionDetails').then((m) => ({ default: m.SubmissionDetails })),
);

export default function SSIFSubmissionsPage() {
  // The screen holds the list's parameters itself: Export sends the same search and sort.
  const params = useListParams({
    sortOptions: submissionSortOptions,
    defaultSort: 'uploadDateTime',
    defaultDirection: 'desc',
  });
  const result = useGetSubmissionsQuery(params.queryArgs);
  const [exportSubmissions] = useLazyExportSubmissionsQuery();
  return (
    <MasterDetailView
      list="submissions"
      label="SSIF submissions"
      header={
        <ListHeading style={{ margin: 0 }}>{`${PROVIDER_NAME} SSIF Submissions`}</ListHeading>
      }
      params={params}
      result={result}
      toolbarExtra={
        <ListExportButton
          args={params.queryArgs}
          trigger={exportSubmissions}
          fallbackName="ssif-submissions"
          failureMessage="Failed to export SSIF submissions."
        />
      }
      getId={(row: SsifSubmission) => row.identity}
      renderItem={(row) => <SubmissionItem row={row} />}
      renderDetail={(row) => (row ? <SubmissionDetails key={row.identity} row={row} /> : null)}
      // Submissions arrive from outside the app; this screen only reviews and deletes them.
      emptyText="No SSIF submissions yet. They appear here once they are submitted."
    />
  );
}
