import { Form, Modal, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { binaryRequestApi } from '@/api';
import type { OrganizationSelector } from '@/api/generated/accountApi';
import type { ImageRequest, Manufacturer } from '@/api/generated/binaryRequestApi';
import type { AuthState } from '@/features/auth/authSlice';
import { showError } from '@/components/snackbar/snackbarSlice';
import { StaleSaveNotice } from '@/components/staleSave/StaleSaveNotice';
import { useStaleReload } from '@/components/staleSave/useStaleReload';
import { useUnsavedChanges } from '@/components/unsavedChanges/useUnsavedChanges';
import {
  addGameRow,
  customRow,
  linkRow,
  toItems,
  toRows,
  unlinkRow,
  type ComponentRow,
} from './componentRows';
import { CustomComponentDialog } from './CustomComponentDialog';
import type { ImageRequestDialogMode } from './ImageRequestDialog';
import { clearLinksQuestion, messages } from './imageRequestMessages';
import LinkComponentPanel from './LinkComponentPanel';
import { LoadingDialog } from './LoadingDialog';
import { NoticeDialog } from './NoticeDialog';
import { findPlatform, type RequestFormValues } from './requestForm';
import { RequestTab } from './RequestTab';
import { SoftwareSetTab, type SoftwareSetValues } from './SoftwareSetTab';
import { useRequestSubmit } from './useRequestSubmit';
import { DIALOG_CLASS } from '@/components/dialogLayout/dialogLayout';

type TabKey = 'softwareSet' | 'request' | 'link';

const noop = () => undefined;

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
}

/** The dialog once its data is loaded: the tabs, the components list and the save and upload flows. */
export function ImageRequestEditor(props: Props) {
  const { mode, requestId, manufacturers, onClose } = props;
  const dispatch = useDispatch();
  const showGpsPath = useSelector(
    (state: { auth: AuthState }) => state.auth.permissions.canViewGPSPath,
  );
  const [form] = Form.useForm<RequestFormValues>();
  const [softwareSetForm] = Form.useForm<SoftwareSetValues>();
  // Where focus goes back to when the Link Components tab closes (Back or Link Component).
  const linkButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const [modal, modalHolder] = Modal.useModal();
  const [tab, setTab] = useState<TabKey>(mode === 'softwareSet' ? 'softwareSet' : 'request');
  // Taken once: the loaded request may be read again behind the dialog (a save invalidates
  // it), and what the user edits, and the version they edit, must not change under them.
  const [initialRows] = useState(props.initialRows);
  const [version] = useState(props.version);
  const [rows, setRows] = useState<ComponentRow[]>(initialRows);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  // Changed by the user: a field edited, a file chosen, or the components list touched.
  const [edited, setEdited] = useState(false);
  const [markUnlinked, setMarkUnlinked] = useState(false);
  // A save refused because someone saved the request since it was loaded (409).
  const stale = useStaleReload({
    latest: props.latest,
    loadedVersion: version,
    refresh: props.refresh ?? noop,
    onReloaded: props.onReloaded ?? noop,
  });
  // Set once saved or uploaded: the dialog stops reporting changes before it closes, so the
  // navigation that follows (selecting the saved item) is not stopped by the guard.
  const [finished, setFinished] = useState<{ id?: number } | null>(null);
  const dirty = finished === null && (edited || rows !== initialRows);
  const { confirmDiscard } = useUnsavedChanges(dirty);
  const [loadComponents, { isFetching: loadingComponents }] =
    binaryRequestApi.useLazyGetComponentsListQuery();
  const { submit, saving } = useRequestSubmit({
    form,
    requestId,
    version,
    manufacturers,
    rows,
    onSaved: (id) => setFinished({ id }),
    onUnlinkedRequired: () => setMarkUnlinked(true),
    catchStale: stale.catchStale,
  });

  // Once the request tab shows again (its pane is hidden while linking).
  useEffect(() => {
    if (tab !== 'request' || !returnFocus.current) return;
    returnFocus.current = false;
    linkButton.current?.focus();
  }, [tab]);

  const backToRequest = () => {
    returnFocus.current = true;
    setTab('request');
  };

  const { onSaved } = props;
  useEffect(() => {
    if (finished === null) return;
    onClose();
    if (finished.id !== undefined) onSaved?.(finished.id);
  }, [finished, onClose, onSaved]);

  /** Closing (Escape, the close button, Cancel) throws changes away only when the user agrees. */
  const requestClose = async () => {
    // The question takes the focus; "keep editing" gives it back to where the user was.
    const focused = document.activeElement;
    if (await confirmDiscard()) onClose();
    else if (focused instanceof HTMLElement && focused.isConnected) focused.focus();
  };

  const platformMid = Form.useWatch('platformMid', form);
  const found = findPlatform(manufacturers, platformMid);
  const manufacturerName = found?.manufacturer.manufacturerName ?? '';
  const platformName = found?.platform.name ?? '';
  const selectedRow = rows.find((row) => row.key === selectedKey);

  const replaceRows = (next: ComponentRow[]) => {
    setRows(next);
    setSelectedKey(null);
  };

  const changePlatform = async (mid: number) => {
    replaceRows([]);
    try {
      const { result } = await loadComponents({ manufacturerId: mid }).unwrap();
      replaceRows(toRows(result));
    } catch {
      // The error snackbar shows what failed.
    }
  };

  /** Linked components are work the user did: a change that clears them asks first. */
  const confirmClear = async () => {
    if (!rows.some((row) => row.relatedKeytbl !== null)) return true;
    return modal.confirm({
      rootClassName: DIALOG_CLASS,
      title: clearLinksQuestion.title,
      content: clearLinksQuestion.body,
      okText: clearLinksQuestion.ok,
      cancelText: clearLinksQuestion.cancel,
      okButtonProps: { danger: true },
      zIndex: 2000,
    });
  };

  const addGame = () => {
    const next = addGameRow(rows);
    if (next) setRows(next);
    else dispatch(showError(messages.noGameType(manufacturerName, platformName)));
  };

  const openLink = () => {
    if (!selectedRow) dispatch(showError(messages.selectBeforeLink));
    else setTab('link');
  };

  const unlink = () => {
    if (!selectedRow) dispatch(showError(messages.selectBeforeUnlink));
    else if (selectedRow.relatedKeytbl === null) dispatch(showError(messages.nothingToUnlink));
    else setRows(rows.map((row) => (row.key === selectedRow.key ? unlinkRow(row) : row)));
  };

  // SoftwareNotFound: after OK the request dialog goes on with its request tab (spec
  // section 4). A software set has no request to go on with: the user stays on its tab to
  // correct the file and upload again.
  const closeNotice = () => {
    setNotice(null);
    if (mode !== 'softwareSet') setTab('request');
  };

  const requestTab = (
    <RequestTab
      form={form}
      initialValues={props.initialValues}
      requestId={requestId}
      manufacturers={manufacturers}
      organizations={props.organizations}
      foreignOrganization={props.foreignOrganization}
      showGpsPath={showGpsPath}
      rows={rows}
      components={toItems(rows)}
      selectedKey={selectedKey}
      markUnlinked={markUnlinked}
      busy={saving || uploading}
      onSelect={setSelectedKey}
      onManufacturerChange={() => replaceRows([])}
      onPlatformChange={(mid) => void changePlatform(mid)}
      confirmClear={confirmClear}
      onAddGame={addGame}
      onCustomComponent={() => setCustomOpen(true)}
      linkButtonRef={linkButton}
      onLink={openLink}
      onUnlink={unlink}
      onDelete={(deleted) => replaceRows(rows.filter((row) => row.key !== deleted.key))}
      onUploaded={(components) => replaceRows(toRows(components))}
      onNotFound={setNotice}
      onBusyChange={setUploading}
      onSubmit={(actionId) => void submit(actionId)}
      onCancel={() => void requestClose()}
      onChanged={() => setEdited(true)}
    />
  );

  const linkTab =
    tab === 'link' && selectedRow ? (
      <LinkComponentPanel
        key={selectedRow.key}
        componentId={selectedRow.componentID}
        manufacturer={manufacturerName}
        platform={platformName}
        componentType={selectedRow.componentType}
        onBack={backToRequest}
        onLink={(software) => {
          setRows(rows.map((row) => (row.key === selectedRow.key ? linkRow(row, software) : row)));
          backToRequest();
        }}
      />
    ) : null;

  const softwareSetTab = (
    <SoftwareSetTab
      form={softwareSetForm}
      onBusyChange={setUploading}
      onSuccess={(id) => setFinished({ id })}
      onNotFound={setNotice}
      onCancel={() => void requestClose()}
      onChanged={() => setEdited(true)}
    />
  );

  // A software set is not a request: its dialog holds its own tab only, so nothing in it can
  // save a binary request.
  const items = (
    mode === 'softwareSet'
      ? [{ key: 'softwareSet', label: 'Add Software Set', children: softwareSetTab }]
      : [
          {
            key: 'request',
            label: mode === 'edit' ? 'Image Request' : 'New Image Request',
            children: requestTab,
          },
          { key: 'link', label: 'Link Components', children: linkTab },
        ]
  )
    // Only the dialog's own buttons move between tabs, so the other tabs cannot be clicked.
    .map((item) => ({ ...item, disabled: item.key !== tab }));

  const title =
    mode === 'edit'
      ? 'Edit Image Request'
      : mode === 'softwareSet'
        ? 'Add Software Set'
        : 'Image Request';

  return (
    <>
      <Modal
        rootClassName={DIALOG_CLASS}
        open
        title={title}
        width={tab === 'link' ? 'auto' : 1024}
        footer={null}
        mask={{ closable: false }}
        onCancel={(event) => {
          // On the Link Components tab Escape means "back", never "throw the request away".
          if (tab === 'link' && event.type === 'keydown') backToRequest();
          else void requestClose();
        }}
        // Escape from inside the dialog is handled here, before antd's app-wide stack of open
        // layers sees it: a discard question just closed can still sit on top of that stack
        // for a moment and swallow the next Escape, leaving the user without an answer.
        modalRender={(node) => (
          <div
            onKeyDown={(event) => {
              const target = event.target instanceof HTMLElement ? event.target : null;
              // An open select or date picker closes its own list first.
              if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
              if (target?.getAttribute('aria-expanded') === 'true') return;
              event.stopPropagation();
              // On the Link Components tab Escape means "back", never "throw the request away".
              if (tab === 'link') backToRequest();
              else void requestClose();
            }}
          >
            {node}
          </div>
        )}
        // The user starts typing at once: focus on the first field.
        afterOpenChange={(open) => {
          if (!open) return;
          if (mode === 'softwareSet') softwareSetForm.focusField('validationName');
          else form.focusField('name');
        }}
      >
        {/* What the user typed stays in the form below until they choose to reload. */}
        <StaleSaveNotice
          state={stale}
          description={messages.staleKeepsInput}
          reloadLabel={messages.reloadRequest}
        />
        <Tabs activeKey={tab} items={items} />
      </Modal>
      <CustomComponentDialog
        open={customOpen}
        onCancel={() => setCustomOpen(false)}
        onAdd={(componentId, description) => {
          setRows([...rows, customRow(componentId, description, platformName)]);
          setCustomOpen(false);
        }}
      />
      {notice !== null && <NoticeDialog message={notice} onOk={closeNotice} />}
      <LoadingDialog open={saving || uploading || loadingComponents} />
      {modalHolder}
    </>
  );
}
