import { Button, Checkbox, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import type { Role, WorkflowConfigAction, WorkflowState } from '@/api/generated/managementApi';
import { dataManagementMessages as messages } from '@/features/dataManagement/dataManagementMessages';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconClear } from '@/components/icon/icons';

export interface ActionValues {
  description: string;
  quickAction: boolean;
  nextStateId: string | null;
}

interface Options {
  states: readonly WorkflowState[];
  editingId: string | null;
  saving: boolean;
  onEdit(action: WorkflowConfigAction): void;
  onRemoveRole(action: WorkflowConfigAction, role: Role): void;
}

/**
 * The actions table's columns: the row being edited shows the form's fields (the Form around
 * the table owns their values), the others read-only values; role chips are removable.
 */
export function actionColumns({
  states,
  editingId,
  saving,
  onEdit,
  onRemoveRole,
}: Options): TableColumnsType<WorkflowConfigAction> {
  const editing = (action: WorkflowConfigAction) => action.id === editingId;
  return [
    {
      title: 'Action Name',
      dataIndex: 'description',
      render: (description: string, action) =>
        editing(action) ? (
          <Form.Item
            name="description"
            style={{ margin: 0 }}
            rules={[{ required: true, whitespace: true, message: messages.required }]}
          >
            <Input aria-label="Action Name" />
          </Form.Item>
        ) : (
          description
        ),
    },
    {
      title: 'Quick Action',
      dataIndex: 'quickAction',
      width: 120,
      render: (quickAction: boolean, action) =>
        editing(action) ? (
          <Form.Item name="quickAction" valuePropName="checked" noStyle>
            <Checkbox aria-label="Quick Action" />
          </Form.Item>
        ) : (
          <Checkbox
            checked={quickAction}
            disabled
            aria-label={`Quick Action of ${action.description}`}
          />
        ),
    },
    {
      title: 'Next State',
      dataIndex: 'nextState',
      render: (nextState: WorkflowState | null, action) =>
        editing(action) ? (
          <Form.Item name="nextStateId" noStyle>
            <Select
              aria-label="Next State"
              allowClear
              placeholder="Next State"
              options={states.map((state) => ({ value: state.id, label: state.description }))}
              style={{ minWidth: 160 }}
            />
          </Form.Item>
        ) : (
          (nextState?.description ?? '')
        ),
    },
    {
      title: 'Roles',
      dataIndex: 'allowedRoles',
      render: (roles: Role[], action) =>
        roles.map((role) => (
          <Tag
            key={role.objectId}
            closable
            closeIcon={
              <MdiIcon
                path={iconClear}
                label={`Remove role ${role.description} from ${action.description}`}
              />
            }
            onClose={(event) => {
              // The list reloads with the role gone; antd must not hide the chip first.
              event.preventDefault();
              onRemoveRole(action, role);
            }}
          >
            {role.description}
          </Tag>
        )),
    },
    {
      title: '',
      key: 'edit',
      width: 130,
      render: (_: unknown, action) =>
        editing(action) ? (
          <Button type="primary" size="small" htmlType="submit" loading={saving}>
            Save Action
          </Button>
        ) : (
          <Button size="small" onClick={() => onEdit(action)}>
            Edit Action
          </Button>
        ),
    },
  ];
}
