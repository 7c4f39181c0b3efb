import { Button, Card, Form, Table } from 'antd';
import { useCallback, useState } from 'react';
import { EMPTY_ID } from '@/lib/emptyId';
import {
  useDeleteActionRoleMutation,
  useGetWorkflowConfigActionsQuery,
  useSaveWorkflowActionMutation,
} from '@/api';
import type { Role, WorkflowConfigAction, WorkflowState } from '@/api/generated/managementApi';
import { useAppDispatch } from '@/app/hooks';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { StaleSaveNotice } from '@/components/staleSave/StaleSaveNotice';
import { useStaleReload } from '@/components/staleSave/useStaleReload';
import { dataManagementMessages as messages } from '@/features/dataManagement/dataManagementMessages';
import type { EditGuard } from '@/features/dataManagement/useEditGuard';
import { actionColumns, type ActionValues } from './actionColumns';
import { AddActionRole } from './AddActionRole';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAdd } from '@/components/icon/icons';

interface Props extends EditGuard {
  workflowId: string;
  stateId: string;
  /** The workflow's saved states: where an action may lead. */
  states: readonly WorkflowState[];
}

const newAction = (): WorkflowConfigAction => ({
  id: EMPTY_ID,
  description: '',
  quickAction: false,
  nextState: null,
  allowedRoles: [],
});

/** The chosen state's actions: one row edited at a time, roles added to the chosen saved action. */
export function StateActions({ stateId, states, report, guard }: Props) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ActionValues>();
  const { data, isFetching, refetch } = useGetWorkflowConfigActionsQuery({
    workflowStateId: stateId,
  });
  const [saveAction, { isLoading: saving }] = useSaveWorkflowActionMutation();
  const [deleteRole] = useDeleteActionRoleMutation();
  const [draft, setDraft] = useState<WorkflowConfigAction | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The version of the action being edited, as it was when editing started: what its save sends.
  const [editingVersion, setEditingVersion] = useState<number | undefined>(undefined);
  // Counts the edits started. A refused save stands until the next start: this admin's own role
  // changes move editingVersion on but leave the form as stale as it was.
  const [editsStarted, setEditsStarted] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const actions = data?.result ?? [];
  const rows = draft ? [draft, ...actions] : actions;
  const editingAction = rows.find((action) => action.id === editingId);

  const startEditing = useCallback(
    (action: WorkflowConfigAction, isDraft: boolean) => {
      setDraft(isDraft ? action : null);
      setEditingId(action.id);
      setEditingVersion(action.version);
      setEditsStarted((count) => count + 1);
      setSelectedId(action.id);
      // A fresh start: nothing of an earlier edit counts as a change to this one.
      form.resetFields();
      form.setFieldsValue({
        description: action.description,
        quickAction: action.quickAction,
        nextStateId: action.nextState?.id ?? null,
      });
    },
    [form],
  );
  const refresh = useCallback(() => void refetch(), [refetch]);
  const reloaded = useCallback(
    (fresh: WorkflowConfigAction) => {
      startEditing(fresh, false);
      report('action', false);
    },
    [startEditing, report],
  );
  const stale = useStaleReload({
    latest: actions.find((action) => action.id === editingId),
    loadedVersion: editingVersion,
    startedAs: editsStarted,
    refresh,
    onReloaded: reloaded,
  });

  /**
   * A role this admin added to or removed from the action being edited moved its version on
   * by one: the save goes on from there (and is refused if anyone else changed it as well).
   */
  const ownRoleChange = (actionId: string) => {
    if (actionId === editingId)
      setEditingVersion((version) => (version === undefined ? version : version + 1));
  };

  const edit = (action: WorkflowConfigAction) => {
    if (action.id !== editingId)
      guard(() => {
        stale.clear();
        startEditing(action, false);
      });
  };

  const addAction = () =>
    guard(() => {
      stale.clear();
      startEditing(newAction(), true);
    });

  const save = async (values: ActionValues) => {
    if (!editingAction) return;
    try {
      const response = await saveAction({
        workflowStateId: stateId,
        workflowConfigAction: {
          id: editingAction.id,
          version: editingVersion,
          description: values.description,
          quickAction: values.quickAction,
          nextState: states.find((state) => state.id === values.nextStateId) ?? null,
          allowedRoles: editingAction.allowedRoles,
        },
      }).unwrap();
      dispatch(showSuccess(messages.actionSaved));
      report('action', false);
      setDraft(null);
      setEditingId(null);
      stale.clear();
      // Chosen, so roles can be added to it straight away.
      setSelectedId(response.result.id);
    } catch (error) {
      // The error snackbar shows what failed; a stale save also keeps what was typed, with the notice.
      stale.catchStale(error);
    }
  };

  const removeRole = async (action: WorkflowConfigAction, role: Role) => {
    try {
      await deleteRole({ workflowActionId: action.id, roleId: role.objectId }).unwrap();
      ownRoleChange(action.id);
      dispatch(showSuccess(messages.roleRemoved));
    } catch {
      // The error snackbar shows what failed.
    }
  };

  const columns = actionColumns({
    states,
    editingId,
    saving,
    onEdit: edit,
    onRemoveRole: (action, role) => void removeRole(action, role),
  });
  const selectedSaved = actions.find((action) => action.id === selectedId) ?? null;

  return (
    <Card
      size="small"
      title="Actions"
      extra={
        <Button icon={<MdiIcon path={iconAdd} />} onClick={addAction} disabled={draft !== null}>
          Add Action
        </Button>
      }
    >
      <StaleSaveNotice
        state={stale}
        description={messages.staleActionKeepsInput}
        reloadLabel={messages.reloadAction}
      />
      <Form<ActionValues>
        form={form}
        name="workflowAction"
        onValuesChange={() => report('action', form.isFieldsTouched())}
        onFinish={(values) => void save(values)}
      >
        <Table<WorkflowConfigAction>
          size="small"
          rowKey="id"
          loading={isFetching}
          columns={columns}
          dataSource={rows}
          pagination={false}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: selectedId ? [selectedId] : [],
            onChange: (keys) => setSelectedId(keys[0] === undefined ? null : String(keys[0])),
            getCheckboxProps: (action) => ({
              'aria-label': `Select action ${action.description || '(new action)'}`,
            }),
          }}
          onRow={(action) => ({ onClick: () => setSelectedId(action.id) })}
          locale={{ emptyText: 'No actions yet. Use Add Action to add one.' }}
        />
      </Form>
      <AddActionRole action={selectedSaved} onAdded={ownRoleChange} />
    </Card>
  );
}
