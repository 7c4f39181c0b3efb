import dayjs from 'dayjs';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import {
  useGetManufacturerPlatformsQuery,
  useGetRequestQuery,
  useGetUserOrganizationsQuery,
} from '@/api';
import { toRows } from './componentRows';
import type { ImageRequestDialogMode } from './dialogMode';
import { ImageRequestEditor } from './ImageRequestEditor';
import { messages } from './imageRequestMessages';
import { LoadingDialog } from './LoadingDialog';
import { emptyFormValues, formValuesOf } from './requestForm';
import { defaultOrganizationId } from '../defaultOrganization';

export interface ImageRequestDialogProps {
  open: boolean;
  mode: ImageRequestDialogMode;
  /** The request to edit (edit mode). */
  requestId?: number;
  onClose(): void;
  onSaved?(id: number): void;
  /**
   * Where the user opened it from, recorded by the host at the opening: the dialog may have
   * rendered before (prepared hidden, RequestDialogHost), when the focus was elsewhere.
   */
  opener?: RefObject<HTMLElement | null>;
}

/**
 * The New Image Request dialog, for a new request, an existing one (edit) or a new
 * software set. Each opening starts afresh: the editor mounts with the loaded data as its
 * initial state and unmounts on close.
 */
export default function ImageRequestDialog(props: ImageRequestDialogProps) {
  return props.open ? <DialogSession {...props} /> : null;
}

function DialogSession({ mode, requestId, onClose, onSaved, opener }: ImageRequestDialogProps) {
  const editing = mode === 'edit' && requestId !== undefined;
  const manufacturers = useGetManufacturerPlatformsQuery();
  const organizations = useGetUserOrganizationsQuery();
  const request = useGetRequestQuery({ requestId: requestId ?? 0 }, { skip: !editing });
  // Only a first load that failed: a read again behind an open editor (a live change event)
  // that fails keeps the copy it has, and the editor keeps what the user typed.
  const failed = [manufacturers, organizations, request].some(
    (query) => query.isError && !query.data,
  );
  // Moves on only when the user asks to reload: the editor then starts afresh.
  const [session, setSession] = useState(0);
  // The data was in the cache when the opening rendered this (in the click's transition,
  // useLazyDialog): the editor's body comes in that same render.
  const [readyAtOpen] = useState(
    () =>
      manufacturers.data !== undefined &&
      organizations.data !== undefined &&
      (!editing || request.data !== undefined),
  );
  const { refetch } = request;
  const refresh = useCallback(() => void refetch(), [refetch]);
  // The fresh copy is the cache's, which the editor's initial values below are read from.
  const reloaded = useCallback(() => setSession((current) => current + 1), []);

  // Without its data the dialog cannot work; the error snackbar has said why.
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  if (!manufacturers.data || !organizations.data || (editing && !request.data)) {
    return <LoadingDialog open={!failed} />;
  }
  const manufacturerList = manufacturers.data.result;
  const organizationList = organizations.data.result;
  const loaded = editing ? request.data?.result : undefined;
  // A request may belong to an organization the editor is not a member of: shown by its name.
  const foreignOrganization =
    loaded && !organizationList.some((organization) => organization.id === loaded.organizationId)
      ? { id: loaded.organizationId, name: loaded.organizationName ?? messages.unnamedOrganization }
      : undefined;

  return (
    <ImageRequestEditor
      key={session}
      mode={mode}
      requestId={editing ? requestId : undefined}
      version={loaded?.version}
      latest={loaded}
      refresh={editing ? refresh : undefined}
      onReloaded={editing ? reloaded : undefined}
      manufacturers={manufacturerList}
      organizations={organizationList}
      foreignOrganization={foreignOrganization}
      initialValues={
        loaded
          ? formValuesOf(loaded, manufacturerList, (value) => dayjs(value))
          : emptyFormValues(defaultOrganizationId(organizationList))
      }
      initialRows={toRows(loaded?.components ?? [])}
      onClose={onClose}
      onSaved={onSaved}
      bodyAtOnce={readyAtOpen && session === 0}
      opener={opener}
    />
  );
}

export { warmUpDialogStyles } from './warmUpStyles';
