import { Checkbox, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MAX_LENGTH } from '@/lib/domain/fieldLimits';
import { ConfirmingSelect } from './ConfirmingSelect';
import { NameField } from './NameField';
import type { Manufacturer } from '@/api/generated/binaryRequestApi';
import type { OrganizationSelector } from '@/api/generated/accountApi';
import { messages } from './imageRequestMessages';
import { REQUEST_FORM_NAME, type RequestFormValues } from './requestForm';

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
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <NameField id={nameFieldId} />
      </Col>
      <Col xs={12} sm={6}>
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
      </Col>
      <Col xs={12} sm={6}>
        <PlatformItem
          manufacturers={manufacturers}
          confirmClear={confirmClear}
          onPlatformChange={onPlatformChange}
        />
      </Col>
      <Col span={24}>
        <Form.Item
          label="Description"
          name="description"
          rules={[{ required: true, whitespace: true, message: messages.descriptionRequired }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={MAX_LENGTH.text} />
        </Form.Item>
      </Col>
      <Col xs={16} sm={8}>
        <OrganizationItem organizations={organizations} foreignOrganization={foreignOrganization} />
      </Col>
      <Col xs={8} sm={4}>
        <Form.Item label="Priority" name="priority" valuePropName="checked">
          <Checkbox />
        </Form.Item>
      </Col>
      <PriorityDependentFields showGpsPath={showGpsPath} />
    </Row>
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
      <Col xs={24} sm={6}>
        <Form.Item
          label="Priority Due Date"
          name="priorityDueDate"
          hidden={!priority}
          required={priority}
        >
          <DatePicker
            disabled={!priority}
            format="YYYY-MM-DD"
            style={{ width: '100%' }}
            // A due date is today or later.
            disabledDate={(day: Dayjs) => day.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
      </Col>
      {showGpsPath && (
        <Col xs={24} sm={priority ? 6 : 12}>
          <Form.Item label="GPS Path" name="gpsPath">
            <Input maxLength={MAX_LENGTH.gpsPath} />
          </Form.Item>
        </Col>
      )}
    </>
  );
}
