import { Button, Card, Col, Flex, Row, Table, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { EMPTY_ID } from '@/lib/emptyId';
import { useGetWorkflowStatesQuery } from '@/api';
import type { WorkflowState } from '@/api/generated/managementApi';
import type { EditGuard } from '@/features/dataManagement/useEditGuard';
import { StateActions } from './StateActions';
import { StateForm } from './StateForm';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAdd } from '@/components/icon/icons';

interface Props extends EditGuard {
  workflowId: string;
}

const columns: TableColumnsType<WorkflowState> = [
  {
    title: 'State Name',
    dataIndex: 'description',
    render: (name: string) => name || '(new state)',
  },
  { title: 'Sort Order', dataIndex: 'sortOrder', width: 110 },
];

/** A workflow's states (a new one on top until saved), the chosen state's form and its actions. */
export function WorkflowStates({ workflowId, report, guard }: Props) {
  const { data, isFetching, refetch } = useGetWorkflowStatesQuery({ workflowId });
  const refresh = useCallback(() => void refetch(), [refetch]);
  const reportState = useCallback((dirty: boolean) => report('state', dirty), [report]);
  const states = data?.result ?? [];
  const [draft, setDraft] = useState<WorkflowState | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const rows = draft ? [draft, ...states] : states;
  const selected = rows.find((state) => state.id === selectedId) ?? null;

  const addState = () =>
    guard(() => {
      // Spec section 4: on top, sortOrder = the current count plus one.
      setDraft({ id: EMPTY_ID, description: '', sortOrder: states.length + 1 });
      setSelectedId(EMPTY_ID);
    });

  const select = (id: string) => {
    if (id !== selectedId) guard(() => setSelectedId(id));
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={8}>
        <Card
          size="small"
          title="States"
          extra={
            <Button icon={<MdiIcon path={iconAdd} />} onClick={addState} disabled={draft !== null}>
              Add State
            </Button>
          }
        >
          <Table<WorkflowState>
            size="small"
            rowKey="id"
            loading={isFetching}
            columns={columns}
            dataSource={rows}
            pagination={false}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: selectedId ? [selectedId] : [],
              onChange: (keys) => keys[0] !== undefined && select(String(keys[0])),
              getCheckboxProps: (state) => ({
                'aria-label': `Select state ${state.description || '(new state)'}`,
              }),
            }}
            onRow={(state) => ({ onClick: () => select(state.id) })}
            locale={{ emptyText: 'No states yet. Use Add State to add one.' }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        {selected && (
          <Flex vertical gap={16}>
            <StateForm
              // One form per state: it keeps what was typed while the list is read again.
              key={`form:${selected.id}`}
              workflowId={workflowId}
              state={selected}
              refresh={refresh}
              onDirtyChange={reportState}
              onSaved={(saved) => {
                report('state', false);
                if (selected.id === EMPTY_ID) setDraft(null);
                setSelectedId(saved.id);
              }}
            />
            {selected.id !== EMPTY_ID && (
              <StateActions
                key={selected.id}
                workflowId={workflowId}
                stateId={selected.id}
                states={states}
                report={report}
                guard={guard}
              />
            )}
          </Flex>
        )}
      </Col>
    </Row>
  );
}
