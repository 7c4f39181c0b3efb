import { Button, Form, Input, Progress, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { useAppDispatch } from '@/app/hooks';
import { useUnsavedChanges } from '@/components/unsavedChanges/useUnsavedChanges';
import { showError } from '@/components/snackbar/snackbarSlice';
import { MAX_ATTACHMENT_MB, requestMessages } from './requestMessages';
import { useUploadAttachments } from './useUploadAttachments';
import { DIALOG_CLASS } from '@/components/dialogLayout/dialogLayout';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconUpload } from '@/components/icon/icons';

interface FormValues {
  fileDescription: string;
  files: UploadFile[];
}

interface AddAttachmentsDialogProps {
  requestId: number;
  onClose(): void;
}

/** Antd's Upload hands the list back in the change event; the form keeps that list. */
function fileListOf(event: { fileList: UploadFile[] } | UploadFile[]): UploadFile[] {
  return Array.isArray(event) ? event : event.fileList;
}

/**
 * Add Attachments: persistent (spec section 9: neither the mask nor Esc closes it),
 * at most 600 wide; a required description and one or more files, uploaded together.
 * Mounted only while open, so every opening starts empty.
 */
export function AddAttachmentsDialog({ requestId, onClose }: AddAttachmentsDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const { upload, progress, uploading } = useUploadAttachments();
  const dispatch = useAppDispatch();
  // A description or files chosen are not lost unasked: Cancel, and reloading or closing the
  // tab, ask first.
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useUnsavedChanges(dirty);
  const close = async () => {
    if (await confirmDiscard()) onClose();
  };

  const onFinish = async ({ fileDescription, files }: FormValues) => {
    const chosen = files.flatMap((file) => (file.originFileObj ? [file.originFileObj] : []));
    if (await upload({ requestId, fileDescription, files: chosen })) onClose();
  };

  return (
    <Dialog
      rootClassName={DIALOG_CLASS}
      open
      title="Add Attachments"
      width="min(600px, calc(100vw - 32px))"
      mask={{ closable: false }}
      keyboard={false}
      closable={!uploading}
      onCancel={() => void close()}
      footer={[
        <Button key="cancel" onClick={() => void close()} disabled={uploading}>
          Cancel
        </Button>,
        <Button key="upload" type="primary" loading={uploading} onClick={() => form.submit()}>
          Upload
        </Button>,
      ]}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ fileDescription: '', files: [] }}
        onFinish={(values) => void onFinish(values)}
        onValuesChange={(_changed, all: FormValues) =>
          setDirty(all.fileDescription !== '' || all.files.length > 0)
        }
        disabled={uploading}
      >
        <Form.Item
          label="File Description"
          name="fileDescription"
          rules={[{ required: true, whitespace: true, message: requestMessages.required }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label="Files"
          name="files"
          valuePropName="fileList"
          getValueFromEvent={fileListOf}
          rules={[{ required: true, type: 'array', min: 1, message: requestMessages.fileRequired }]}
          extra={requestMessages.attachmentLimit}
        >
          {/* Files are sent with the form, not one by one as they are picked. */}
          <Upload
            multiple
            beforeUpload={(file) => {
              // Refused here, not after minutes of uploading into the server's 413.
              if (file.size > MAX_ATTACHMENT_MB * 1024 * 1024) {
                dispatch(showError(requestMessages.attachmentTooLarge(file.name)));
                return Upload.LIST_IGNORE;
              }
              return false;
            }}
          >
            <Button icon={<MdiIcon path={iconUpload} />}>Select Files</Button>
          </Upload>
        </Form.Item>
      </Form>
      {progress !== null && <Progress percent={progress} aria-label="Upload progress" />}
    </Dialog>
  );
}
