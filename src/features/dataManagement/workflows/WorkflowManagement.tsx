import { Button, Flex, Select, theme } from 'antd';
// antd's Input alone: the Input barrel brings TextArea, Search, Password and OTP (about 15 KB
// gzip) into the screen's first tab (the states' forms bring what they use).
import Input from 'antd/lib/input/Input';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { EMPTY_ID } from '@/lib/emptyId';
import { useGetWorkflowsQuery, useSaveWorkflowMutation } from '@/api';
import { useAppDispatch } from '@/app/hooks';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { PageLoading } from '@/components/PageLoading';
import { dataManagementMessages as messages } from '@/features/dataManagement/dataManagementMessages';
import { useEditGuard } from '@/features/dataManagement/useEditGuard';

/** The first tab: pick or add a workflow, then its states and their actions. */
// A workflow's states and actions (tables, forms) load when a workflow is first chosen.
const WorkflowStates = lazy(() =>
  import('./WorkflowStates').then((m) => ({ default: m.WorkflowStates })),
);

export function WorkflowManagement() {
  const dispatch = useAppDispatch();
  const { report, guard } = useEditGuard();
  const { data } = useGetWorkflowsQuery();
  const [saveWorkflow, { isLoading: saving }] = useSaveWorkflowMutation();
  const [name, setName] = useState('');
  // Save was pressed with a blank name: the field says it is required until one is typed.
  const [triedSave, setTriedSave] = useState(false);
  const { token } = theme.useToken();
  const ids = useId();
  // EMPTY_ID while a new workflow is being named (it exists nowhere else until saved).
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const workflows = data?.result ?? [];
  const isNew = selectedId === EMPTY_ID;
  const selected = workflows.find((workflow) => workflow.id === selectedId);

  // The name field shows the chosen workflow's name; only a new one is named here.
  const shownName = isNew ? name : (selected?.name ?? '');
  const nameMissing = isNew && triedSave && name.trim() === '';

  const select = (id: string) => guard(() => setSelectedId(id));

  const addWorkflow = () =>
    guard(() => {
      setName('');
      setTriedSave(false);
      setSelectedId(EMPTY_ID);
    });

  const save = async () => {
    setTriedSave(true);
    if (name.trim() === '') return;
    try {
      const response = await saveWorkflow({ workflow: { id: EMPTY_ID, name } }).unwrap();
      dispatch(showSuccess(messages.workflowSaved));
      report('workflow', false);
      setTriedSave(false);
      setSelectedId(response.result.id);
    } catch {
      // The error snackbar shows what failed.
    }
  };

  const options = [
    ...(isNew ? [{ value: EMPTY_ID, label: 'New Workflow' }] : []),
    ...workflows.map((workflow) => ({ value: workflow.id, label: workflow.name })),
  ];

  return (
    <Flex vertical gap={16}>
      {/* A plain form, not antd's Form (28 KB gzip): two fields and one rule do not need it,
          and this tab is what Data Management shows first. The states' forms bring it. */}
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void save();
        }}
      >
        <Flex wrap gap={16} align="flex-start">
          <Flex align="center" gap={8}>
            <label htmlFor={`${ids}-workflow`}>Workflow</label>
            <Select
              id={`${ids}-workflow`}
              aria-label="Workflow"
              value={selectedId}
              options={options}
              onChange={select}
              placeholder="Select a workflow"
              style={{ minWidth: 240 }}
            />
          </Flex>
          <Flex align="center" gap={8}>
            <label htmlFor={`${ids}-name`}>Workflow Name</label>
            <Flex vertical>
              <Input
                id={`${ids}-name`}
                value={shownName}
                onChange={(event) => {
                  setName(event.target.value);
                  report('workflow', isNew);
                }}
                readOnly={!isNew}
                disabled={selectedId === null}
                aria-required={isNew}
                aria-invalid={nameMissing}
                aria-describedby={nameMissing ? `${ids}-name-error` : undefined}
                status={nameMissing ? 'error' : undefined}
                style={{ minWidth: 240 }}
              />
              {nameMissing && (
                <div id={`${ids}-name-error`} role="alert" style={{ color: token.colorError }}>
                  {messages.required}
                </div>
              )}
            </Flex>
          </Flex>
          {isNew ? (
            <Button type="primary" htmlType="submit" loading={saving}>
              Save Workflow
            </Button>
          ) : (
            <Button type="primary" onClick={addWorkflow}>
              Add Workflow
            </Button>
          )}
        </Flex>
      </form>
      {selected && (
        <Suspense fallback={<PageLoading />}>
          <WorkflowStates
            key={selected.id}
            workflowId={selected.id}
            report={report}
            guard={guard}
          />
        </Suspense>
      )}
    </Flex>
  );
}
