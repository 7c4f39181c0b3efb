import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  Select,
  Typography,
  Upload,
  type FormInstance,
} from 'antd';
import { useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useGetUserOrganizationsQuery, useSubmitSoftwareValidationMutation } from '@/api';
import type { SoftwareValidationResult } from '@/api/generated/softwareValidationApi';
import type { AuthState } from '@/features/auth/authSlice';
import { checkSoftwareSetFile } from '@/lib/softwareSetCsv/checkSoftwareSetFile';
import { MAX_LENGTH } from '@/lib/domain/fieldLimits';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { messages } from './imageRequestMessages';
import { defaultOrganizationId } from '../defaultOrganization';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconUpload } from '@/components/icon/icons';
import { DIALOG_FOOTER_CLASS } from '@/components/dialogLayout/dialogLayout';

export interface SoftwareSetValues {
  validationName: string;
  description: string;
  organizationId?: string;
}

interface Props {
  form: FormInstance<SoftwareSetValues>;
  onBusyChange(busy: boolean): void;
  /** Stored: the new software set's id when the server names it. */
  onSuccess(id?: number): void;
  onNotFound(message: string): void;
  onCancel(): void;
  /** The user changed a field or chose a file. */
  onChanged(): void;
}

type FileState =
  | { kind: 'none' }
  | { kind: 'checking'; file: File }
  | { kind: 'checked'; file: File; problems: string[] };

/** New software set: its details and a CSV, pre-checked in the browser before it is sent. */
export function SoftwareSetTab({
  form,
  onBusyChange,
  onSuccess,
  onNotFound,
  onCancel,
  onChanged,
}: Props) {
  const dispatch = useDispatch();
  const username = useSelector((state: { auth: AuthState }) => state.auth.user?.username ?? '');
  const { data: organizations } = useGetUserOrganizationsQuery();
  const [submit, { isLoading }] = useSubmitSoftwareValidationMutation();
  const [fileState, setFileState] = useState<FileState>({ kind: 'none' });
  // Only the latest chosen file's check may update the state.
  const latestFile = useRef<File | null>(null);

  const choose = async (file: File) => {
    latestFile.current = file;
    onChanged();
    setFileState({ kind: 'checking', file });
    const problems = await checkSoftwareSetFile(file);
    if (latestFile.current === file) setFileState({ kind: 'checked', file, problems });
  };

  const fileIsValid = fileState.kind === 'checked' && fileState.problems.length === 0;

  const outcome = (result: SoftwareValidationResult) => {
    if (result.resultType === 'Success') {
      dispatch(showSuccess(messages.validationSubmitted));
      onSuccess(result.validationId ?? undefined);
    } else if (result.resultType === 'SoftwareNotFound') onNotFound(result.message);
    else dispatch(showError(result.message));
  };

  const upload = async () => {
    if (fileState.kind !== 'checked' || !fileIsValid) return;
    let values: SoftwareSetValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    onBusyChange(true);
    try {
      const response = await submit({
        softwareValidationForm: {
          description: values.description,
          validationName: values.validationName,
          username,
          organizationId: values.organizationId,
          softwareFile: fileState.file,
        },
      }).unwrap();
      outcome(response.result);
    } catch {
      // The error snackbar shows the server's message or the fallback.
    } finally {
      onBusyChange(false);
    }
  };

  const organizationOptions = (organizations?.result ?? []).map((o) => ({
    value: o.id,
    label: o.name,
  }));

  return (
    <Form
      form={form}
      // Its own field ids ("softwareSet_description"), unlike the request form's.
      name="softwareSet"
      layout="vertical"
      onValuesChange={onChanged}
      initialValues={{
        validationName: '',
        description: '',
        organizationId: defaultOrganizationId(organizations?.result),
      }}
    >
      <Form.Item
        label="Name"
        name="validationName"
        rules={[{ required: true, whitespace: true, message: messages.required }]}
      >
        <Input maxLength={MAX_LENGTH.name} />
      </Form.Item>
      <Form.Item
        label="Description"
        name="description"
        rules={[{ required: true, whitespace: true, message: messages.required }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={MAX_LENGTH.text} />
      </Form.Item>
      <Form.Item
        label="Organization"
        name="organizationId"
        rules={[{ required: true, message: messages.required }]}
      >
        <Select options={organizationOptions} />
      </Form.Item>
      <Form.Item
        label="Software Set File"
        required
        validateStatus={fileState.kind === 'none' ? 'error' : undefined}
        help={fileState.kind === 'none' ? messages.fileRequired : undefined}
      >
        <Upload
          accept=".csv,text/csv"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void choose(file);
            // Kept in memory; sent with the form, not by the Upload control.
            return false;
          }}
        >
          <Button icon={<MdiIcon path={iconUpload} />}>Choose CSV File</Button>
        </Upload>
        {fileState.kind !== 'none' && (
          <Typography.Text style={{ marginLeft: 8 }}>{fileState.file.name}</Typography.Text>
        )}
      </Form.Item>
      {fileState.kind === 'checked' && fileState.problems.length > 0 && (
        <Alert
          type="error"
          title="The file cannot be uploaded"
          description={
            <ul style={{ margin: 0, paddingLeft: 20, maxHeight: 240, overflowY: 'auto' }}>
              {fileState.problems.map((problem, index) => (
                <li key={index}>{problem}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex justify="flex-end" gap={8} className={DIALOG_FOOTER_CLASS}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="primary"
          disabled={!fileIsValid || isLoading}
          loading={isLoading}
          onClick={() => void upload()}
        >
          Upload
        </Button>
      </Flex>
    </Form>
  );
}
