import { Button, Form, Input, Upload, type UploadFile } from 'antd';
import { Dialog } from '@/components/dialog/Dialog';
import type { ChangeEvent } from 'react';
import { useSubmitTicketMutation } from '@/api';
import { useAppDispatch } from '@/app/hooks';
import { showInfo } from '@/components/snackbar/snackbarSlice';
import { useAskBeforeReload } from '@/components/unsavedChanges/useUnsavedChanges';
import { EMAIL_PATTERN } from '@/lib/domain/email';
import { formatPhone, isValidPhone } from '@/lib/domain/phone';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconUpload } from '@/components/icon/icons';

export const supportMessages = {
  required: 'Required.',
  email: 'Not a valid e-mail address',
  phone: 'Not a valid phone number',
} as const;

interface TicketValues {
  name: string;
  phoneNumber: string;
  email: string;
  description: string;
  attachments: UploadFile[];
}

const empty: TicketValues = {
  name: '',
  phoneNumber: '',
  email: '',
  description: '',
  attachments: [],
};

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Support ticket from any signed-in user: a multipart SubmitTicket with the attached files. */
export function SupportDialog({ open, onClose }: Props) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<TicketValues>();
  const values: Partial<TicketValues> = Form.useWatch([], form) ?? {};
  const [submitTicket, { isLoading }] = useSubmitTicketMutation();
  // A ticket being written is not lost to a reload or a closed tab unasked. Cancel and moves
  // within the app keep it (the app shell keeps the dialog mounted with its form): no question.
  const filled =
    !!values.name ||
    !!values.phoneNumber ||
    !!values.email ||
    !!values.description ||
    (values.attachments?.length ?? 0) > 0;
  useAskBeforeReload(open && filled);

  const valid =
    !!values.name?.trim() &&
    !!values.description?.trim() &&
    EMAIL_PATTERN.test(values.email ?? '') &&
    isValidPhone(values.phoneNumber);

  const onFinish = async (ticket: TicketValues) => {
    try {
      const response = await submitTicket({
        supportTicketForm: {
          name: ticket.name,
          phoneNumber: ticket.phoneNumber || undefined,
          email: ticket.email,
          description: ticket.description,
          // beforeUpload keeps the files in the browser until the ticket is sent.
          attachments: ticket.attachments.flatMap((file) =>
            file.originFileObj ? [file.originFileObj] : [],
          ),
        },
      }).unwrap();
      dispatch(showInfo(response.message));
      form.resetFields();
      onClose();
    } catch {
      // The error snackbar shows the server's message or 'Failed to submit ticket.'.
    }
  };

  return (
    <Dialog
      title="Request Support"
      open={open}
      width={500}
      onCancel={onClose}
      // Spec section 2: Cancel, Submit Feedback, Clear, in that order.
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="submit"
          type="primary"
          disabled={!valid || isLoading}
          loading={isLoading}
          onClick={() => form.submit()}
        >
          Submit Feedback
        </Button>,
        <Button key="clear" onClick={() => form.resetFields()}>
          Clear
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        name="support"
        initialValues={empty}
        validateTrigger={['onChange', 'onBlur']}
        onFinish={(ticket) => void onFinish(ticket)}
      >
        <Form.Item
          label="Full Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: supportMessages.required }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label="Phone Number"
          name="phoneNumber"
          getValueFromEvent={(event: ChangeEvent<HTMLInputElement>) =>
            formatPhone(event.target.value)
          }
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                isValidPhone(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(supportMessages.phone)),
            },
          ]}
        >
          <Input placeholder="###-###-####" inputMode="tel" />
        </Form.Item>
        <Form.Item
          label="E-mail"
          name="email"
          rules={[
            { required: true, message: supportMessages.required },
            { pattern: EMAIL_PATTERN, message: supportMessages.email },
          ]}
        >
          <Input type="email" />
        </Form.Item>
        <Form.Item
          label="Description"
          name="description"
          rules={[{ required: true, whitespace: true, message: supportMessages.required }]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item
          label="Attachments"
          name="attachments"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
        >
          <Upload multiple beforeUpload={() => false}>
            <Button icon={<MdiIcon path={iconUpload} />}>Select Files</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Dialog>
  );
}
