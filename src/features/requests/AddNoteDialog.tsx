import { Form, Input } from 'antd';
import { Dialog } from '@/components/dialog/Dialog';
import { useAddNoteMutation } from '@/api';
import { requestMessages } from './requestMessages';
import { DIALOG_CLASS } from '@/components/dialogLayout/dialogLayout';
import { MAX_LENGTH } from '@/lib/domain/fieldLimits';

interface AddNoteDialogProps {
  requestId: number;
  onClose(): void;
}

/**
 * Add Note: the note text is required. A failure is shown by the error snackbar (the
 * server's message, or 'Failed to add note.' without an answer) and the dialog stays open
 * with the text; on success the notes and events reload through their cache tags.
 */
export function AddNoteDialog({ requestId, onClose }: AddNoteDialogProps) {
  const [form] = Form.useForm<{ noteText: string }>();
  const [addNote, { isLoading }] = useAddNoteMutation();

  const onFinish = async ({ noteText }: { noteText: string }) => {
    try {
      await addNote({ addNoteRequest: { requestId, noteText } }).unwrap();
      onClose();
    } catch {
      // Reported by the error snackbar.
    }
  };

  return (
    <Dialog
      rootClassName={DIALOG_CLASS}
      open
      title="Add Note"
      okText="Add Note"
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      maskClosable={!isLoading}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ noteText: '' }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          label="Note"
          name="noteText"
          rules={[{ required: true, whitespace: true, message: requestMessages.required }]}
        >
          <Input.TextArea rows={4} autoFocus showCount maxLength={MAX_LENGTH.text} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
