import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { useAddPlatformMutation } from '@/api';
import type { Manufacturer, Platform } from '@/api/generated/managementApi';
import { useAppDispatch } from '@/app/hooks';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { useUnsavedChanges } from '@/components/unsavedChanges/useUnsavedChanges';
import { dataManagementMessages as messages } from '@/features/dataManagement/dataManagementMessages';
import { DEFAULT_JURISDICTION_ID } from '@/lib/domain/jurisdictions';

interface Props {
  manufacturers: readonly Manufacturer[];
  /** The manufacturer chosen on the page, offered first. */
  manufacturerId: number | null;
  jurisdictionId: number;
  onClose(): void;
  onAdded(manufacturerId: number, platform: Platform): void;
}

interface Values {
  manufacturerId: number;
  platform: string;
  sASID?: string;
}

/** Adds a platform to a manufacturer; the SAS ID belongs to jurisdiction 129 only (spec section 5). */
export function AddPlatformDialog({
  manufacturers,
  manufacturerId,
  jurisdictionId,
  onClose,
  onAdded,
}: Props) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const [addPlatform, { isLoading }] = useAddPlatformMutation();
  const withSasId = jurisdictionId === DEFAULT_JURISDICTION_ID;
  // A typed platform is not lost unasked: Cancel, and reloading or closing the tab, ask first.
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useUnsavedChanges(dirty);
  const close = async () => {
    if (await confirmDiscard()) onClose();
  };

  const submit = async (values: Values) => {
    try {
      const response = await addPlatform({
        newPlatform: {
          manufacturerId: values.manufacturerId,
          platform: values.platform,
          ...(withSasId ? { sASID: values.sASID ?? '' } : {}),
        },
      }).unwrap();
      dispatch(showSuccess(messages.platformAdded));
      onAdded(values.manufacturerId, response.result);
    } catch {
      // The error snackbar shows what failed.
    }
  };

  return (
    <Dialog
      open
      title="Add Platform"
      onCancel={() => void close()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => void close()}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={isLoading} onClick={() => form.submit()}>
          Submit
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        name="addPlatform"
        layout="vertical"
        initialValues={{ manufacturerId: manufacturerId ?? undefined }}
        onFinish={(values) => void submit(values)}
        onValuesChange={(_changed, all: Partial<Values>) => setDirty(!!all.platform || !!all.sASID)}
      >
        <Form.Item
          label="Manufacturer"
          name="manufacturerId"
          rules={[{ required: true, message: messages.required }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={manufacturers.map((m) => ({
              value: m.manufacturerId,
              label: m.manufacturerName,
            }))}
          />
        </Form.Item>
        <Form.Item
          label="Platform"
          name="platform"
          rules={[{ required: true, whitespace: true, message: messages.required }]}
        >
          <Input />
        </Form.Item>
        {withSasId && (
          <Form.Item label="SAS ID" name="sASID">
            <Input />
          </Form.Item>
        )}
      </Form>
    </Dialog>
  );
}
