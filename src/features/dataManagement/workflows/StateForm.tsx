import { Button, Card, Form, Input, InputNumber } from 'antd';
import { useSaveWorkflowStateMutation } from '../../../api';
import type { WorkflowState } from '../../../api/generated/managementApi';
import { useAppDispatch } from '../../../app/hooks';
import { showSuccess } from '../../../components/snackbar/snackbarSlice';
import { dataManagementMessages as messages } from '../dataManagementMessages';

interface Props {
  workflowId: string;
  /** The empty id for a new state; the post creates it. */
  state: WorkflowState;
  onDirtyChange(dirty: boolean): void;
  onSaved(saved: WorkflowState): void;
}

type Values = Pick<WorkflowState, 'description' | 'sortOrder'>;

export function StateForm({ workflowId, state, onDirtyChange, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const [saveState, { isLoading }] = useSaveWorkflowStateMutation();

  const save = async (values: Values) => {
    try {
      const response = await saveState({
        workflowId,
        workflowState: { id: state.id, description: values.description, sortOrder: values.sortOrder },
      }).unwrap();
      dispatch(showSuccess(messages.stateSaved));
      onSaved(response.result);
    } catch {
      // The error snackbar shows what failed.
    }
  };

  return (
    <Card size="small" title="Workflow State">
      <Form<Values>
        form={form}
        name="workflowState"
        layout="inline"
        initialValues={{ description: state.description, sortOrder: state.sortOrder }}
        onValuesChange={() => onDirtyChange(form.isFieldsTouched())}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          label="State Name"
          name="description"
          rules={[{ required: true, whitespace: true, message: messages.required }]}
        >
          <Input style={{ minWidth: 220 }} />
        </Form.Item>
        <Form.Item label="Sort Order" name="sortOrder" rules={[{ required: true, message: messages.required }]}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save State
        </Button>
      </Form>
    </Card>
  );
}
