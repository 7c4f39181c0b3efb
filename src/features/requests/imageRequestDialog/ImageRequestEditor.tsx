import { Form } from 'antd';
import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import type { OrganizationSelector } from '@/api/generated/accountApi';
import type { ImageRequest, Manufacturer } from '@/api/generated/binaryRequestApi';
import { StaleSaveNotice } from '@/components/staleSave/StaleSaveNotice';
import { useStaleReload } from '@/components/staleSave/useStaleReload';
import { dialogLayer } from '@/components/dialog/dialogLayer';
import { customRow, type ComponentRow } from './componentRows';
import { CustomComponentDialog } from './CustomComponentDialog';
import { dialogTabs, dialogTitle, type ImageRequestDialogMode } from './dialogMode';
import { EditorModal } from './EditorModal';
import { LightTabs } from '@/components/tabs/LightTabs';
import { editorReducer, initialEditorState, selectedRow } from './editorState';
import { messages } from './imageRequestMessages';
import LinkComponentPanel from './LinkComponentPanel';
import { LoadingDialog } from './LoadingDialog';
import { NoticeDialog } from './NoticeDialog';
import { findPlatform, type RequestFormValues } from './requestForm';
import { RequestTab } from './RequestTab';
import { SoftwareSetTab, type SoftwareSetValues } from './SoftwareSetTab';
import { useEditorDirty } from './useEditorDirty';
import { useRequestSubmit } from './useRequestSubmit';
import { useRowActions } from './useRowActions';
import { useShownAfterOpen } from './useShownAfterOpen';

const noop = () => undefined;

/** The body's height (px) while it renders: the request tab of a new request at 1280 × 720. */
const BODY_HEIGHT = 606;

interface Props {
  mode: ImageRequestDialogMode;
  requestId?: number;
  /** The loaded request's version (edit mode). */
  version?: number;
  manufacturers: readonly Manufacturer[];
  organizations: readonly OrganizationSelector[];
  /** The loaded request's organization when the editor is not one of its members. */
  foreignOrganization?: OrganizationSelector;
  initialValues: RequestFormValues;
  initialRows: ComponentRow[];
  onClose(): void;
  onSaved?(id: number): void;
  /** The request as the app's cache now holds it (edit mode; read again after a refused save). */
  latest?: ImageRequest;
  /** Asks the server for the request again. */
  refresh?(): void;
  /** The user chose to reload after a refused stale save: the editor starts afresh with `fresh`. */
  onReloaded?(fresh: ImageRequest): void;
  /** Mounted by the opening click's transition: the body renders with the frame (useShownAfterOpen). */
  bodyAtOnce?: boolean;
  /** Where the user opened the dialog from, recorded by its host (EditorModal's `opener`). */
  opener?: RefObject<HTMLElement | null>;
}

/** The dialog once its data is loaded: the tabs, the components list and the save and upload flows. */
export function ImageRequestEditor(props: Props) {
  const { mode, requestId, manufacturers, onClose, onSaved } = props;
  const [form] = Form.useForm<RequestFormValues>();
  const [softwareSetForm] = Form.useForm<SoftwareSetValues>();
  // Where focus goes back to when the Link Components tab closes (Back or Link Component).
  const linkButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Taken once, as the rows are: the loaded request may be read again behind the dialog (a
  // save invalidates it), and what the user edits, and the version they edit, must not change.
  const [state, dispatch] = useReducer(editorReducer, props.initialRows, (rows) =>
    initialEditorState(mode, rows),
  );
  const [version] = useState(props.version);
  const { tab, finished } = state;
  // A save refused because someone saved the request since it was loaded (409).
  const stale = useStaleReload({
    latest: props.latest,
    loadedVersion: version,
    refresh: props.refresh ?? noop,
    onReloaded: props.onReloaded ?? noop,
  });
  const { markEdited, confirmDiscard } = useEditorDirty(state);
  const platformMid = Form.useWatch('platformMid', form);
  const found = findPlatform(manufacturers, platformMid);
  const platformName = found?.platform.name ?? '';
  const actions = useRowActions(state, dispatch, {
    manufacturerName: found?.manufacturer.manufacturerName ?? '',
    platformName,
  });
  const { submit, saving } = useRequestSubmit({
    form,
    requestId,
    version,
    manufacturers,
    rows: state.rows,
    onSaved: (id) => dispatch({ type: 'finished', id }),
    onUnlinkedRequired: () => dispatch({ type: 'unlinkedRequiredRefused' }),
    catchStale: stale.catchStale,
  });

  // The dialog's body (the tabs, the form, the components list) renders in a transition that
  // leaves the page responsive: the opening click's own, or one just after the frame has shown.
  const bodyShown = useShownAfterOpen(props.bodyAtOnce === true);
  // The opening animation has ended: the first field takes the focus once it is there too.
  const opened = useRef(false);
  const focusFirstField = () => {
    // The body shows while the dialog opens: a field the user has gone to meanwhile keeps it
    // (at the opening antd puts the focus on one of the dialog's own controls).
    const active = document.activeElement;
    if (
      active instanceof HTMLElement &&
      dialogLayer().contains(active) &&
      active.matches('input, textarea')
    )
      return;
    if (mode === 'softwareSet') softwareSetForm.focusField('validationName');
    else form.focusField('name');
  };
  useEffect(() => {
    if (bodyShown && opened.current) focusFirstField();
    // Only when the body first shows: later renders must not move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bodyShown]);

  // Once the request tab shows again (its pane is hidden while linking).
  useEffect(() => {
    if (tab !== 'request' || !returnFocus.current) return;
    returnFocus.current = false;
    // After the pane has been laid out again: a browser will not focus a button still hidden.
    const frame = window.requestAnimationFrame(() => linkButton.current?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [tab]);

  useEffect(() => {
    if (finished === null) return;
    onClose();
    if (finished.id !== undefined) onSaved?.(finished.id);
  }, [finished, onClose, onSaved]);

  const backToRequest = () => {
    returnFocus.current = true;
    dispatch({ type: 'tabShown', tab: 'request' });
  };

  /** Closing (Escape, the close button, Cancel) throws changes away only when the user agrees. */
  const requestClose = async () => {
    // The question takes the focus; "keep editing" gives it back to where the user was.
    const focused = document.activeElement;
    if (await confirmDiscard()) onClose();
    else if (focused instanceof HTMLElement && focused.isConnected) focused.focus();
  };

  const linking = selectedRow(state);
  const linkTab =
    tab === 'link' && linking ? (
      <LinkComponentPanel
        key={linking.key}
        componentId={linking.componentID}
        manufacturer={found?.manufacturer.manufacturerName ?? ''}
        platform={platformName}
        componentType={linking.componentType}
        onBack={backToRequest}
        onLink={(software) => {
          dispatch({ type: 'rowLinked', key: linking.key, software });
          backToRequest();
        }}
      />
    ) : null;

  const panes = {
    softwareSet: (
      <SoftwareSetTab
        form={softwareSetForm}
        onBusyChange={(uploading) => dispatch({ type: 'uploadingChanged', uploading })}
        onSuccess={(id) => dispatch({ type: 'finished', id })}
        onNotFound={(message) => dispatch({ type: 'noticeShown', message })}
        onCancel={() => void requestClose()}
        onChanged={markEdited}
      />
    ),
    request: (
      <RequestTab
        form={form}
        initialValues={props.initialValues}
        requestId={requestId}
        manufacturers={manufacturers}
        organizations={props.organizations}
        foreignOrganization={props.foreignOrganization}
        state={state}
        dispatch={dispatch}
        actions={actions}
        busy={saving || state.uploading}
        linkButtonRef={linkButton}
        onSubmit={(actionId) => void submit(actionId)}
        onCancel={() => void requestClose()}
        onEdited={markEdited}
      />
    ),
    link: linkTab,
  };

  return (
    <>
      <EditorModal
        opener={props.opener}
        title={dialogTitle(mode)}
        linking={tab === 'link'}
        onBack={backToRequest}
        onClose={() => void requestClose()}
        onOpened={() => {
          opened.current = true;
          focusFirstField();
        }}
      >
        {bodyShown ? (
          <>
            {/* What the user typed stays in the form below until they choose to reload. */}
            <StaleSaveNotice
              state={stale}
              description={messages.staleKeepsInput}
              reloadLabel={messages.reloadRequest}
            />
            <LightTabs activeKey={tab} items={dialogTabs(mode, tab, panes)} />
          </>
        ) : (
          // The body's room, kept while it renders (a moment, during the opening animation).
          <div style={{ minHeight: BODY_HEIGHT }} />
        )}
      </EditorModal>
      <CustomComponentDialog
        open={state.customOpen}
        onCancel={() => dispatch({ type: 'customDialogShown', open: false })}
        onAdd={(componentId, description) =>
          dispatch({
            type: 'rowAdded',
            rows: [...state.rows, customRow(componentId, description, platformName)],
          })
        }
      />
      {state.notice !== null && (
        <NoticeDialog message={state.notice} onOk={() => dispatch({ type: 'noticeClosed' })} />
      )}
      <LoadingDialog open={saving || state.uploading || actions.loadingComponents} />
      {actions.modalHolder}
    </>
  );
}
