import { Card, Descriptions, Flex, Typography } from 'antd';
import { useGetComponentsForSubmissionQuery, useRemoveSubmissionMutation } from '@/api';
import type { SsifSubmission } from '@/api/generated/ssifSubmissionApi';
import { useAppDispatch } from '@/app/hooks';
import { ComponentsTable } from '@/components/ComponentsTable';
import { DeleteRecordButton } from '@/components/dialog/ConfirmButton';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { deletedMessages } from '@/lib/domain/deletedMessages';
import { localTime } from '@/lib/localTime';

/** The selected SSIF submission: its details, its components and the Delete Submission button. */
export function SubmissionDetails({ row }: { row: SsifSubmission }) {
  const components = useGetComponentsForSubmissionQuery({ identity: row.identity });
  const [removeSubmission, { isLoading: removing }] = useRemoveSubmissionMutation();
  const dispatch = useAppDispatch();

  // A failure rejects; the error snackbar shows the server's message or 'Failed to remove ssif
  // submission.'.
  const remove = async () => {
    // The list reloads through the Submissions tag and selects its first item again.
    const response = await removeSubmission({
      submissionIdentity: row.identity,
      manufacturer: row.manufacturer,
    }).unwrap();
    dispatch(showSuccess(response.message || deletedMessages.submission(row.softwareAlias)));
  };

  return (
    <Card
      // The card ends a long title in an ellipsis; the whole alias shows on hover.
      title={<span title={row.softwareAlias}>{`Alias: ${row.softwareAlias}`}</span>}
      extra={
        <DeleteRecordButton
          // Names the submission it deletes.
          title={`Delete SSIF submission ${row.softwareAlias}?`}
          message="Delete this SSIF submission and its components?"
          onConfirm={remove}
          busy={removing}
        >
          Delete Submission
        </DeleteRecordButton>
      }
    >
      <Flex vertical gap={16}>
        <Descriptions
          bordered
          size="small"
          // One column on a phone, so values are not squeezed to a few letters a line.
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'manufacturer', label: 'Manufacturer', children: row.manufacturer },
            { key: 'platform', label: 'Platform', children: row.platform },
            { key: 'created', label: 'Created On', children: localTime(row.uploadDateTime) },
            { key: 'file', label: 'File Name', children: row.filename },
            { key: 'description', label: 'Description', children: row.description, span: 2 },
          ]}
        />
        <Typography.Title level={5} style={{ margin: 0 }}>
          Components
        </Typography.Title>
        <ComponentsTable
          components={components.currentData?.result}
          loading={components.isFetching}
        />
      </Flex>
    </Card>
  );
}
