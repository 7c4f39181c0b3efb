import { Button, Flex, Form, type FormInstance } from 'antd';
import type { Dispatch, RefObject } from 'react';
import { useSelector } from 'react-redux';
import type { OrganizationSelector } from '@/api/generated/accountApi';
import type { Manufacturer } from '@/api/generated/binaryRequestApi';
import type { AuthState } from '@/features/auth/authSlice';
import { toItems, toRows } from './componentRows';
import { ComponentsListTable } from './ComponentsListTable';
import { selectedRow, type EditorAction, type EditorState } from './editorState';
import { REQUEST_FORM_NAME, type RequestFormValues } from './requestForm';
import { RequestFormFields } from './RequestFormFields';
import { SoftwareUploadButton } from './SoftwareUploadButton';
import { SubmitActions } from './SubmitActions';
import type { RowActions } from './useRowActions';
import { DIALOG_FOOTER_CLASS } from '@/components/dialogLayout/dialogLayout';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAdd } from '@/components/icon/icons';

interface Props {
  form: FormInstance<RequestFormValues>;
  initialValues: RequestFormValues;
  requestId?: number;
  manufacturers: readonly Manufacturer[];
  organizations: readonly OrganizationSelector[];
  foreignOrganization?: OrganizationSelector;
  /** The editor's state and its dispatch: the components list lives there. */
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  actions: RowActions;
  busy: boolean;
  /** Focus comes back to this button when the Link Components tab closes. */
  linkButtonRef: RefObject<HTMLButtonElement | null>;
  onSubmit(actionId: string): void;
  onCancel(): void;
  /** A field changed (each key): reported without rendering the editor again. */
  onEdited(): void;
}

/** The 'New Image Request' tab: the request's fields, its components list and the submit actions. */
export function RequestTab({ linkButtonRef, state, dispatch, actions, ...props }: Props) {
  const { form } = props;
  const { rows, selectedKey } = state;
  const showGpsPath = useSelector(
    (root: { auth: AuthState }) => root.auth.permissions.canViewGPSPath,
  );
  const platformMid = Form.useWatch('platformMid', form);
  const selected = selectedRow(state);

  return (
    <Form
      form={form}
      name={REQUEST_FORM_NAME}
      layout="vertical"
      initialValues={props.initialValues}
      onValuesChange={props.onEdited}
    >
      <RequestFormFields
        manufacturers={props.manufacturers}
        organizations={props.organizations}
        foreignOrganization={props.foreignOrganization}
        showGpsPath={showGpsPath}
        onManufacturerChange={() => dispatch({ type: 'rowsReplaced', rows: [] })}
        onPlatformChange={(mid) => void actions.changePlatform(mid)}
        confirmClear={actions.confirmClear}
      />
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        <Button icon={<MdiIcon path={iconAdd} />} onClick={actions.addGame}>
          Add Game
        </Button>
        <Button onClick={() => dispatch({ type: 'customDialogShown', open: true })}>
          Custom Component
        </Button>
        <Button
          ref={linkButtonRef}
          onClick={actions.openLink}
          disabled={selected?.isCustom === true}
        >
          Link Component
        </Button>
        <Button onClick={actions.unlink}>Unlink Component</Button>
        <SoftwareUploadButton
          platformMid={platformMid}
          components={toItems(rows)}
          onBusyChange={(uploading) => dispatch({ type: 'uploadingChanged', uploading })}
          onComponents={(components) =>
            dispatch({ type: 'rowsReplaced', rows: toRows(components) })
          }
          onNotFound={(message) => dispatch({ type: 'noticeShown', message })}
        />
      </Flex>
      <ComponentsListTable
        rows={rows}
        selectedKey={selectedKey}
        onSelect={(key) => dispatch({ type: 'rowSelected', key })}
        onDelete={(row) => dispatch({ type: 'rowDeleted', key: row.key })}
        markUnlinked={state.markUnlinked}
      />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }} className={DIALOG_FOOTER_CLASS}>
        <Button onClick={props.onCancel}>Cancel</Button>
        <SubmitActions
          requestId={props.requestId}
          disabled={props.busy}
          onSubmit={props.onSubmit}
        />
      </Flex>
    </Form>
  );
}
