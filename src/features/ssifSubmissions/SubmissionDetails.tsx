import { Button, Card, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { useGetComponentsForSubmissionQuery, useRemoveSubmissionMutation } from '@/api';
import type { SsifSubmission } from '@/api/generated/ssifSubmissionApi';
import { useAppDispatch } from '@/app/hooks';
import { ComponentsTable } from '@/components/ComponentsTable';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { localTime } from '@/lib/localTime';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDelete } from '@/components/icon/icons';

/** The selected SSIF submission: its details, its components and the Delete Submission button. */
export function SubmissionDetails({ row }: { row: SsifSubmission }) {
  const components = useGetComponentsForSubmissionQuery({ identity: row.identity });
  const [removeSubmission, { isLoading: removing }] = useRemoveSubmissionMutation();
  const dispatch = useAppDispatch();

  const remove = async () => {
    try {
      // The list reloads through the Submissions tag and selects its first item again.
      const response = await removeSubmission({
        submissionIdentity: row.identity,
        manufacturer: row.manufacturer,
      }).unwrap();
      // Ours (the spec names none), when the server's answer has no message.
      dispatch(showSuccess(response.message || 'SSIF submission deleted successfully'));
    } catch {
      // The error snackbar shows the server's message or 'Failed to remove ssif submission.'.
    }
  };

  return (
    <Card
      // The card ends a long title in an ellipsis; the whole alias shows on hover.
      title={<span title={row.softwareAlias}>{`Alias: ${row.softwareAlias}`}</span>}
      extra={
        <Popconfirm
          // Names the submission it deletes.
          title={`Delete SSIF submission ${row.softwareAlias}?`}
          description="Delete this SSIF submission and its components?"
          okText="Delete"
          okButtonProps={{ danger: true }}
          // Below its button: above it, it would cover the top bar.
          placement="bottomRight"
          onConfirm={() => remove()}
        >
          <Button
            danger
            icon={<MdiIcon path={iconDelete} />}
            loading={removing}
            disabled={removing}
          >
            Delete Submission
          </Button>
        </Popconfirm>
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
