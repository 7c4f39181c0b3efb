import { Button, Card, Form, Input } from 'antd';
import { useCallback, useState } from 'react';
import { useSaveWorkflowStateMutation } from '@/api';
import type { WorkflowState } from '@/api/generated/managementApi';
import { useAppDispatch } from '@/app/hooks';
import {
  NumberInput,
  notTypedNumber,
  passedRequiredNumber,
  type TypedNumber,
} from '@/components/numberInput/NumberInput';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { StaleSaveNotice } from '@/components/staleSave/StaleSaveNotice';
import { useStaleReload } from '@/components/staleSave/useStaleReload';
import { dataManagementMessages as messages } from '@/features/dataManagement/dataManagementMessages';

interface Props {
  workflowId: string;
  /** The state as the list now holds it; the empty id for a new state, which the post creates. */
  state: WorkflowState;
  /** Reads the workflow's states again. */
  refresh(): void;
  onDirtyChange(dirty: boolean): void;
  onSaved(saved: WorkflowState): void;
}

/** The form's values: the sort order as typed (NumberInput), a number once the rules pass. */
type Values = Pick<WorkflowState, 'description'> & { sortOrder: TypedNumber };

const valuesOf = (state: WorkflowState): Values => ({
  description: state.description,
  sortOrder: state.sortOrder,
});

export function StateForm({ workflowId, state, refresh, onDirtyChange, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const [saveState, { isLoading }] = useSaveWorkflowStateMutation();
  // The version the form was loaded with and sends: taken once, so a list read again behind
  // the form (after anyone's save) changes nothing under the user.
  const [version, setVersion] = useState(state.version);
  const reloaded = useCallback(
    (fresh: WorkflowState) => {
      form.resetFields();
      form.setFieldsValue(valuesOf(fresh));
      setVersion(fresh.version);
      onDirtyChange(false);
    },
    [form, onDirtyChange],
  );
  const stale = useStaleReload({
    latest: state,
    loadedVersion: version,
    refresh,
    onReloaded: reloaded,
  });

  const save = async (values: Values) => {
    const sortOrder = passedRequiredNumber(values.sortOrder, 'Sort Order');
    try {
      const response = await saveState({
        workflowId,
        workflowState: {
          id: state.id,
          version,
          description: values.description,
          sortOrder,
        },
      }).unwrap();
      dispatch(showSuccess(messages.stateSaved));
      // The form starts again from what was saved.
      reloaded(response.result);
      stale.clear();
      onSaved(response.result);
    } catch (error) {
      // The error snackbar shows what failed; a stale save also keeps what was typed, with the notice.
      stale.catchStale(error);
    }
  };

  return (
    <Card size="small" title="Workflow State">
      <StaleSaveNotice
        state={stale}
        description={messages.staleStateKeepsInput}
        reloadLabel={messages.reloadState}
      />
      <Form<Values>
        form={form}
        name="workflowState"
        layout="inline"
        initialValues={valuesOf(state)}
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
        <Form.Item
          label="Sort Order"
          name="sortOrder"
          // One message at a time, the first rule that fails.
          validateFirst
          rules={[
            { required: true, message: messages.required },
            notTypedNumber(messages.sortOrderWhole),
            { type: 'integer', message: messages.sortOrderWhole },
            // The server's own rule and words: a state's sort order starts at 1.
            { type: 'number', min: 1, message: messages.sortOrderMin },
          ]}
        >
          {/* What was typed stays as typed (0, 2.5, "1,000"); the rules above say what is wrong. */}
          <NumberInput inputMode="numeric" style={{ width: 120 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save State
        </Button>
      </Form>
    </Card>
  );
}
