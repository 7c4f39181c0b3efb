import { Button, Card, Checkbox, Flex, Form, Input, Radio, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useSaveComponentTypeMutation } from '@/api';
import type { ComponentType } from '@/api/generated/managementApi';
import { useAppDispatch } from '@/app/hooks';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { StaleSaveNotice } from '@/components/staleSave/StaleSaveNotice';
import { useStaleReload } from '@/components/staleSave/useStaleReload';
import { dataManagementMessages as messages } from '@/features/dataManagement/dataManagementMessages';
import { componentTypeActive } from './componentTypeActive';
import { CustomNamesField } from './CustomNamesField';
import { DynamicFilterFields } from './DynamicFilterFields';

interface Props {
  type: ComponentType;
  onDirtyChange(dirty: boolean): void;
  onSaved(saved: ComponentType): void;
  onPreview(type: ComponentType): void;
  /** The type as the list now holds it (refetched after a refused save). */
  latest?: ComponentType;
  /** Asks the server for the list again. */
  refresh(): void;
  /** The user chose to drop their changes for the saved type: start the editor afresh with it. */
  onReloaded(fresh: ComponentType): void;
}

type Values = Pick<
  ComponentType,
  | 'filterType'
  | 'displayName'
  | 'requireKeytbl'
  | 'gameComponent'
  | 'active'
  | 'customNames'
  | 'function'
  | 'jurisdictionTypes'
  | 'idNumbers'
  | 'gameNames'
  | 'versions'
  | 'positions'
>;

/** Creates or edits one component type of the chosen platform and jurisdiction. */
export function ComponentTypeEditor({
  type,
  onDirtyChange,
  onSaved,
  onPreview,
  latest,
  refresh,
  onReloaded,
}: Props) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const [saveType, { isLoading }] = useSaveComponentTypeMutation();
  const [dirty, setDirty] = useState(false);
  const filterType = Form.useWatch('filterType', form) ?? type.filterType;
  const isNew = type.componentID === 0;
  // `type` is the version the editor loaded (and sends back with the save, spread below).
  const stale = useStaleReload({
    latest,
    loadedVersion: type.version,
    refresh,
    onReloaded,
  });

  const save = async () => {
    // Every field the store holds, the other mode's included: the type keeps its whole filter.
    const values: Values = form.getFieldsValue(true);
    try {
      const response = await saveType({
        componentType: { ...type, ...values, function: values.function ?? '' },
      }).unwrap();
      dispatch(showSuccess(messages.componentTypeSaved));
      setDirty(false);
      onDirtyChange(false);
      onSaved(response.result);
    } catch (error) {
      // The error snackbar shows what failed; a stale save also keeps what was typed, with the notice.
      stale.catchStale(error);
    }
  };

  // The preview asks the server what a saved type offers, so it shows the saved configuration.
  const previewBlocked = isNew
    ? 'Save the component type to preview it'
    : dirty
      ? 'Save your changes to preview them'
      : null;

  return (
    <Card size="small" title={isNew ? 'New Component Type' : `Component Type: ${type.displayName}`}>
      <StaleSaveNotice
        state={stale}
        description={messages.staleKeepsInput}
        reloadLabel={messages.reloadComponentType}
      />
      <Form<Values>
        form={form}
        name="componentType"
        layout="vertical"
        initialValues={type}
        onValuesChange={() => {
          const touched = form.isFieldsTouched();
          setDirty(touched);
          onDirtyChange(touched);
        }}
        onFinish={() => void save()}
      >
        <Form.Item label="Filter Type" name="filterType">
          <Radio.Group
            options={[
              { value: 'CustomNames', label: 'Custom Names' },
              { value: 'Dynamic', label: 'Dynamic' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Name"
          name="displayName"
          rules={[{ required: true, whitespace: true, message: messages.required }]}
        >
          <Input />
        </Form.Item>
        <Flex gap={24}>
          <Form.Item name="requireKeytbl" valuePropName="checked">
            <Checkbox>Require Component Linkage</Checkbox>
          </Form.Item>
          <Form.Item name="gameComponent" valuePropName="checked">
            <Checkbox>Game Component</Checkbox>
          </Form.Item>
        </Flex>
        <Form.Item
          label={componentTypeActive.label}
          name="active"
          valuePropName="checked"
          extra={componentTypeActive.help}
        >
          <Switch />
        </Form.Item>
        {filterType === 'Dynamic' ? (
          <DynamicFilterFields />
        ) : (
          // The preview table's header names the field.
          <Form.Item name="customNames">
            <CustomNamesField />
          </Form.Item>
        )}
        <Flex gap={8} justify="flex-end">
          <Tooltip title={previewBlocked}>
            <Button disabled={previewBlocked !== null} onClick={() => onPreview(type)}>
              Preview Selection
            </Button>
          </Tooltip>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Save
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
