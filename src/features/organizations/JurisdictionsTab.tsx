import { Button, Flex, Table } from 'antd';
import { useState } from 'react';
import {
  useAddOrganizationJurisdictionsMutation,
  useGetAvailableJurisdictionsForOrganizationQuery,
  useGetOrganizationJurisdictionsQuery,
  useRemoveOrganizationJurisdictionsMutation,
} from '@/api';
import type { Jurisdiction } from '@/api/generated/administrativeApi';
import { useAppDispatch } from '@/app/hooks';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { MemberPicker } from './MemberPicker';
import { organizationMessages } from './organizationMessages';

interface JurisdictionsTabProps {
  organizationId: string;
  canEdit: boolean;
}

/**
 * The organization's jurisdictions; with canEditOrganizationJurisdictions, adding from the
 * ones it lacks and removing. Both lists reload through the OrganizationJurisdictions tag;
 * failures show through the error snackbar (the calls' messages).
 */
export function JurisdictionsTab({ organizationId, canEdit }: JurisdictionsTabProps) {
  const current = useGetOrganizationJurisdictionsQuery({ organizationId });
  const available = useGetAvailableJurisdictionsForOrganizationQuery({ organizationId });
  const [add, { isLoading: adding }] = useAddOrganizationJurisdictionsMutation();
  const [remove, { isLoading: removing, originalArgs }] =
    useRemoveOrganizationJurisdictionsMutation();
  const [chosen, setChosen] = useState<number[]>([]);

  const addChosen = async () => {
    try {
      await add({
        organizationJurisdictionsRequest: { organizationId, jurisdictions: chosen },
      }).unwrap();
      setChosen([]);
    } catch {
      // Shown by the error snackbar.
    }
  };
  const dispatch = useAppDispatch();
  const removeOne = async (jurisdiction: Jurisdiction) => {
    try {
      await remove({
        organizationJurisdictionsRequest: {
          organizationId,
          jurisdictions: [jurisdiction.jurisdictionId],
        },
      }).unwrap();
      dispatch(
        showSuccess(organizationMessages.jurisdictionRemoved(jurisdiction.jurisdictionName)),
      );
    } catch {
      // Shown by the error snackbar.
    }
  };

  return (
    <Flex vertical gap={12}>
      <MemberPicker
        label="Available Jurisdictions"
        buttonText="Add Jurisdictions"
        options={(available.data?.result ?? []).map((j) => ({
          value: j.jurisdictionId,
          label: j.jurisdictionName,
        }))}
        chosen={chosen}
        onChange={setChosen}
        onAdd={() => void addChosen()}
        loading={available.isFetching}
        busy={adding}
        disabled={!canEdit}
      />
      <Table<Jurisdiction>
        size="small"
        rowKey="jurisdictionId"
        aria-label="Organization Jurisdictions"
        locale={{
          emptyText: canEdit
            ? organizationMessages.noJurisdictions
            : organizationMessages.noJurisdictionsReadOnly,
        }}
        loading={current.isFetching}
        dataSource={current.data?.result ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: 'Jurisdiction', dataIndex: 'jurisdictionName' },
          { title: 'ID', dataIndex: 'jurisdictionId', width: 100 },
          {
            title: 'Remove',
            key: 'remove',
            width: 120,
            render: (_value, jurisdiction) => (
              <Button
                danger
                size="small"
                aria-label={`Remove ${jurisdiction.jurisdictionName}`}
                disabled={!canEdit}
                loading={
                  removing &&
                  originalArgs?.organizationJurisdictionsRequest.jurisdictions.includes(
                    jurisdiction.jurisdictionId,
                  )
                }
                onClick={() => void removeOne(jurisdiction)}
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
