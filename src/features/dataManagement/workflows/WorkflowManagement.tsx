import { Button, Flex, Form, Input, Select } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { EMPTY_ID } from '@/lib/emptyId';
import { useGetWorkflowsQuery, useSaveWorkflowMutation } from '@/api';
import { useAppDispatch } from '@/app/hooks';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { PageLoading } from '@/components/PageLoading';
import { dataManagementMessages as messages } from '@/features/dataManagement/dataManagementMessages';
import { useEditGuard } from '@/features/dataManagement/useEditGuard';

interface NameValues {
  name: string;
}

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
  const [form] = Form.useForm<NameValues>();
  // EMPTY_ID while a new workflow is being named (it exists nowhere else until saved).
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const workflows = data?.result ?? [];
  const isNew = selectedId === EMPTY_ID;
  const selected = workflows.find((workflow) => workflow.id === selectedId);

  // The name field shows the chosen workflow's name; only a new one is named here.
  useEffect(() => {
    if (!isNew) form.setFieldsValue({ name: selected?.name ?? '' });
  }, [form, isNew, selected?.name]);

  const select = (id: string) => guard(() => setSelectedId(id));

  const addWorkflow = () =>
    guard(() => {
      form.setFieldsValue({ name: '' });
      setSelectedId(EMPTY_ID);
    });

  const save = async () => {
    const { name } = await form.validateFields();
    try {
      const response = await saveWorkflow({ workflow: { id: EMPTY_ID, name } }).unwrap();
      dispatch(showSuccess(messages.workflowSaved));
      report('workflow', false);
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
      <Form
        form={form}
        name="workflow"
        layout="inline"
        onValuesChange={() => report('workflow', isNew && form.isFieldsTouched())}
        onFinish={() => void save()}
      >
        <Form.Item label="Workflow">
          <Select
            aria-label="Workflow"
            value={selectedId}
            options={options}
            onChange={select}
            placeholder="Select a workflow"
            style={{ minWidth: 240 }}
          />
        </Form.Item>
        <Form.Item
          label="Workflow Name"
          name="name"
          rules={isNew ? [{ required: true, whitespace: true, message: messages.required }] : []}
        >
          <Input readOnly={!isNew} disabled={selectedId === null} style={{ minWidth: 240 }} />
        </Form.Item>
        {isNew ? (
          <Button type="primary" htmlType="submit" loading={saving}>
            Save Workflow
          </Button>
        ) : (
          <Button type="primary" onClick={addWorkflow}>
            Add Workflow
          </Button>
        )}
      </Form>
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
