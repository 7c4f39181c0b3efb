import { Form, Input } from 'antd';
import { useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { useUnsavedChanges } from '@/components/unsavedChanges/useUnsavedChanges';
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
  // A typed note is not lost unasked: Cancel, and reloading or closing the tab, ask first.
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useUnsavedChanges(dirty);
  const close = async () => {
    if (await confirmDiscard()) onClose();
  };

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
      onCancel={() => void close()}
      okButtonProps={{ loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      mask={{ closable: !isLoading }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ noteText: '' }}
        onFinish={(values) => void onFinish(values)}
        onValuesChange={(_changed, all: { noteText: string }) => setDirty(all.noteText !== '')}
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
