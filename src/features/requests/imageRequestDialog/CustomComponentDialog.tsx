import { Form, Input } from 'antd';
import { Dialog } from '@/components/dialog/Dialog';
import { messages } from './imageRequestMessages';
import { DIALOG_CLASS } from '@/components/dialogLayout/dialogLayout';
import { MAX_LENGTH } from '@/lib/domain/fieldLimits';

interface CustomComponentValues {
  componentId: string;
  componentDescription: string;
}

interface Props {
  open: boolean;
  onAdd(componentId: string, description: string): void;
  onCancel(): void;
}

/** Adds a component the platform's configured types do not cover. */
export function CustomComponentDialog({ open, onAdd, onCancel }: Props) {
  const [form] = Form.useForm<CustomComponentValues>();

  const add = async () => {
    try {
      const values = await form.validateFields();
      onAdd(values.componentId.trim(), values.componentDescription.trim());
      form.resetFields();
    } catch {
      // The fields show 'Required.' themselves.
    }
  };

  return (
    <Dialog
      rootClassName={DIALOG_CLASS}
      title="Custom Component"
      open={open}
      okText="Add"
      onOk={() => void add()}
      onCancel={() => {
        form.resetFields();
        onCancel();
      }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ componentId: '', componentDescription: '' }}
      >
        <Form.Item
          label="Component ID"
          name="componentId"
          rules={[{ required: true, whitespace: true, message: messages.required }]}
        >
          <Input maxLength={MAX_LENGTH.name} />
        </Form.Item>
        <Form.Item
          label="Component Description"
          name="componentDescription"
          rules={[{ required: true, whitespace: true, message: messages.required }]}
        >
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={MAX_LENGTH.text} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
