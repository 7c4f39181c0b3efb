import { Button, Flex, Form, type FormInstance } from 'antd';
import type { RefObject } from 'react';
import type { OrganizationSelector } from '@/api/generated/accountApi';
import type { ComponentListItem, Manufacturer } from '@/api/generated/binaryRequestApi';
import type { ComponentRow } from './componentRows';
import { ComponentsListTable } from './ComponentsListTable';
import type { RequestFormValues } from './requestForm';
import { RequestFormFields } from './RequestFormFields';
import { SoftwareUploadButton } from './SoftwareUploadButton';
import { SubmitActions } from './SubmitActions';

interface Props {
  form: FormInstance<RequestFormValues>;
  initialValues: RequestFormValues;
  requestId?: number;
  manufacturers: readonly Manufacturer[];
  organizations: readonly OrganizationSelector[];
  foreignOrganization?: OrganizationSelector;
  showGpsPath: boolean;
  rows: ComponentRow[];
  components: ComponentListItem[];
  selectedKey: string | null;
  markUnlinked: boolean;
  busy: boolean;
  onSelect(key: string | null): void;
  onManufacturerChange(): void;
  onPlatformChange(mid: number): void;
  confirmClear(): Promise<boolean>;
  onAddGame(): void;
  onCustomComponent(): void;
  /** Focus comes back to this button when the Link Components tab closes. */
  linkButtonRef: RefObject<HTMLButtonElement | null>;
  onLink(): void;
  onUnlink(): void;
  onDelete(row: ComponentRow): void;
  onUploaded(components: ComponentListItem[]): void;
  onNotFound(message: string): void;
  onBusyChange(busy: boolean): void;
  onSubmit(actionId: string): void;
  onCancel(): void;
  /** The user changed a field (not called for values set by code). */
  onChanged(): void;
}

/** The 'New Image Request' tab: the request's fields, its components list and the submit actions. */
export function RequestTab({ linkButtonRef, ...props }: Props) {
  const { form, rows, selectedKey } = props;
  const organizationId = Form.useWatch('organizationId', form);
  const platformMid = Form.useWatch('platformMid', form);
  const selected = rows.find((row) => row.key === selectedKey);

  return (
    // Named: its field ids get a prefix of their own ("imageRequest_description"), unlike
    // any other form open on the page.
    <Form
      form={form}
      name="imageRequest"
      layout="vertical"
      initialValues={props.initialValues}
      onValuesChange={props.onChanged}
    >
      <RequestFormFields
        manufacturers={props.manufacturers}
        organizations={props.organizations}
        foreignOrganization={props.foreignOrganization}
        showGpsPath={props.showGpsPath}
        onManufacturerChange={props.onManufacturerChange}
        onPlatformChange={props.onPlatformChange}
        confirmClear={props.confirmClear}
      />
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        <Button onClick={props.onAddGame}>Add Game</Button>
        <Button onClick={props.onCustomComponent}>Custom Component</Button>
        <Button ref={linkButtonRef} onClick={props.onLink} disabled={selected?.isCustom === true}>
          Link Component
        </Button>
        <Button onClick={props.onUnlink}>Unlink Component</Button>
        <SoftwareUploadButton
          platformMid={platformMid}
          components={props.components}
          onBusyChange={props.onBusyChange}
          onComponents={props.onUploaded}
          onNotFound={props.onNotFound}
        />
      </Flex>
      <ComponentsListTable
        rows={rows}
        selectedKey={selectedKey}
        onSelect={props.onSelect}
        onDelete={props.onDelete}
        markUnlinked={props.markUnlinked}
      />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={props.onCancel}>Cancel</Button>
        <SubmitActions
          requestId={props.requestId}
          organizationId={organizationId}
          disabled={props.busy}
          onSubmit={props.onSubmit}
        />
      </Flex>
    </Form>
  );
}
