import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MAX_LENGTH } from '@/lib/domain/fieldLimits';
import { ConfirmingSelect } from './ConfirmingSelect';
import { FieldCol, FieldRow } from './FieldGrid';
import { NameField } from './NameField';
import type { Manufacturer } from '@/api/generated/binaryRequestApi';
import type { OrganizationSelector } from '@/api/generated/accountApi';
import { messages } from './imageRequestMessages';
import { REQUEST_FORM_NAME, type RequestFormValues } from './requestForm';

/**
 * The Description grows with its text from two lines to five, then scrolls: as antd's
 * `autoSize={{ minRows: 2, maxRows: 5 }}`, but by the browser (`field-sizing: content`, the
 * heights in lines plus the padding and border of antd's input). antd's autoSize measures the
 * text in a hidden textarea in a layout effect, a forced layout and two renders more at the
 * dialog's opening (and on each key). A browser without field-sizing shows two lines, scrolling.
 */
const descriptionStyle = {
  fieldSizing: 'content',
  minHeight: 'calc(2lh + 10px)',
  maxHeight: 'calc(5lh + 10px)',
  resize: 'none',
} as const;

/** antd's id for the Name input in the request form (form name, field name). */
const nameFieldId = `${REQUEST_FORM_NAME}_name`;

interface Props {
  manufacturers: readonly Manufacturer[];
  organizations: readonly OrganizationSelector[];
  /** The request's organization when the editor is not one of its members (edit mode). */
  foreignOrganization?: OrganizationSelector;
  showGpsPath: boolean;
  onManufacturerChange(): void;
  onPlatformChange(mid: number): void;
  /** Asked before a manufacturer or platform change, which clears the components list. */
  confirmClear(): Promise<boolean>;
}

/** The request's own fields; the surrounding Form (in RequestTab) owns the values. */
export function RequestFormFields({
  manufacturers,
  organizations,
  foreignOrganization,
  showGpsPath,
  onManufacturerChange,
  onPlatformChange,
  confirmClear,
}: Props) {
  const form = Form.useFormInstance<RequestFormValues>();
  // The values other fields depend on are watched by the fields that show them, not here:
  // Form.useWatch starts undefined and learns the value in an effect, and that render, at the
  // dialog's opening, redrew every field before the first paint.
  return (
    // The spec's columns from 576 px up; on a phone the fields stack, so no label is cut off.
    <FieldRow gutter={16}>
      <FieldCol xs={24} sm={12}>
        <NameField id={nameFieldId} />
      </FieldCol>
      <FieldCol xs={12} sm={6}>
        <Form.Item
          label="Manufacturer"
          name="manufacturerId"
          rules={[{ required: true, message: messages.manufacturerRequired }]}
        >
          <ConfirmingSelect
            showSearch={{ optionFilterProp: 'label' }}
            options={manufacturers.map((m) => ({
              value: m.manufacturerId,
              label: m.manufacturerName,
            }))}
            confirmChange={confirmClear}
            onChanged={() => {
              form.setFieldValue('platformMid', undefined);
              onManufacturerChange();
            }}
          />
        </Form.Item>
      </FieldCol>
      <FieldCol xs={12} sm={6}>
        <PlatformItem
          manufacturers={manufacturers}
          confirmClear={confirmClear}
          onPlatformChange={onPlatformChange}
        />
      </FieldCol>
      <FieldCol span={24}>
        <Form.Item
          label="Description"
          name="description"
          rules={[{ required: true, whitespace: true, message: messages.descriptionRequired }]}
        >
          <Input.TextArea rows={2} style={descriptionStyle} maxLength={MAX_LENGTH.text} />
        </Form.Item>
      </FieldCol>
      <FieldCol xs={16} sm={8}>
        <OrganizationItem organizations={organizations} foreignOrganization={foreignOrganization} />
      </FieldCol>
      <FieldCol xs={8} sm={4}>
        <Form.Item label="Priority" name="priority" valuePropName="checked">
          <Checkbox />
        </Form.Item>
      </FieldCol>
      <PriorityDependentFields showGpsPath={showGpsPath} />
    </FieldRow>
  );
}

/** Platform: its choices are the chosen manufacturer's platforms. */
function PlatformItem({
  manufacturers,
  confirmClear,
  onPlatformChange,
}: Pick<Props, 'manufacturers' | 'confirmClear' | 'onPlatformChange'>) {
  const form = Form.useFormInstance<RequestFormValues>();
  const manufacturerId = Form.useWatch('manufacturerId', form);
  const platforms = manufacturers.find((m) => m.manufacturerId === manufacturerId)?.platforms ?? [];
  return (
    <Form.Item
      label="Platform"
      name="platformMid"
      rules={[{ required: true, message: messages.platformRequired }]}
    >
      <ConfirmingSelect
        showSearch={{ optionFilterProp: 'label' }}
        disabled={manufacturerId === undefined}
        options={platforms.map((p) => ({ value: p.mid, label: p.name }))}
        confirmChange={confirmClear}
        onChanged={onPlatformChange}
      />
    </Form.Item>
  );
}

/** Organization: the user's organizations, and a request's organization they are not in. */
function OrganizationItem({
  organizations,
  foreignOrganization,
}: Pick<Props, 'organizations' | 'foreignOrganization'>) {
  const form = Form.useFormInstance<RequestFormValues>();
  const organizationId = Form.useWatch('organizationId', form);
  // Said before saving, at the field: the server refuses a save into it.
  const inForeign = foreignOrganization !== undefined && organizationId === foreignOrganization.id;
  const organizationOptions = [
    ...organizations.map((o) => ({ value: o.id, label: o.name, disabled: false })),
    // Its name rather than its id; it cannot be chosen again once left.
    ...(foreignOrganization
      ? [{ value: foreignOrganization.id, label: foreignOrganization.name, disabled: true }]
      : []),
  ];
  return (
    <Form.Item
      label="Organization"
      name="organizationId"
      rules={[
        { required: true, message: messages.required },
        {
          validator: (_, value) =>
            foreignOrganization && value === foreignOrganization.id
              ? Promise.reject(new Error(messages.notYourOrganization(foreignOrganization.name)))
              : Promise.resolve(),
        },
      ]}
      validateStatus={inForeign ? 'error' : undefined}
      help={inForeign ? messages.notYourOrganization(foreignOrganization.name) : undefined}
    >
      {/* Found by typing, as Manufacturer and Platform are: a lab may have many. */}
      <Select showSearch={{ optionFilterProp: 'label' }} options={organizationOptions} />
    </Form.Item>
  );
}

/** Priority Due Date (shown with Priority) and GPS Path, whose width follows it. */
function PriorityDependentFields({ showGpsPath }: Pick<Props, 'showGpsPath'>) {
  const form = Form.useFormInstance<RequestFormValues>();
  const priority = Form.useWatch('priority', form) ?? false;
  return (
    <>
      <FieldCol xs={24} sm={6}>
        <Form.Item
          label="Priority Due Date"
          name="priorityDueDate"
          hidden={!priority}
          required={priority}
        >
          {/* Drawn only with Priority: hidden, the picker was a good part of the opening's render. */}
          {priority ? (
            <DatePicker
              format="YYYY-MM-DD"
              style={{ width: '100%' }}
              // A due date is today or later.
              disabledDate={(day: Dayjs) => day.isBefore(dayjs(), 'day')}
            />
          ) : (
            <NoInput />
          )}
        </Form.Item>
      </FieldCol>
      {showGpsPath && (
        <FieldCol xs={24} sm={priority ? 6 : 12}>
          <Form.Item label="GPS Path" name="gpsPath">
            <Input maxLength={MAX_LENGTH.gpsPath} />
          </Form.Item>
        </FieldCol>
      )}
    </>
  );
}

/** Holds the hidden Priority Due Date's place in its Form.Item (which gives it the value): no input. */
function NoInput(_: { value?: Dayjs | null }) {
  return null;
}
