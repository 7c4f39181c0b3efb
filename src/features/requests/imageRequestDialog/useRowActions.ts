import { Modal } from 'antd';
import type { Dispatch } from 'react';
import { useDispatch } from 'react-redux';
import { binaryRequestApi } from '@/api';
import { DIALOG_CLASS } from '@/components/dialogLayout/dialogLayout';
import { showError } from '@/components/snackbar/snackbarSlice';
import { addGameRow, toRows } from './componentRows';
import { selectedRow, type EditorAction, type EditorState } from './editorState';
import { clearLinksQuestion, messages } from './imageRequestMessages';

interface Names {
  manufacturerName: string;
  platformName: string;
}

/** The components list's buttons and the platform change that reloads the list. */
export function useRowActions(
  state: EditorState,
  dispatch: Dispatch<EditorAction>,
  { manufacturerName, platformName }: Names,
) {
  const appDispatch = useDispatch();
  const [modal, modalHolder] = Modal.useModal();
  const [loadComponents, { isFetching: loadingComponents }] =
    binaryRequestApi.useLazyGetComponentsListQuery();
  const { rows } = state;
  const selected = selectedRow(state);

  const changePlatform = async (mid: number) => {
    dispatch({ type: 'rowsReplaced', rows: [] });
    try {
      const { result } = await loadComponents({ manufacturerId: mid }).unwrap();
      dispatch({ type: 'rowsReplaced', rows: toRows(result) });
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
    // No platform yet: there is no list to hold a game row, and no names to give.
    if (!platformName) {
      appDispatch(showError(messages.choosePlatformFirst));
      return;
    }
    const next = addGameRow(rows);
    if (next) dispatch({ type: 'rowAdded', rows: next });
    else appDispatch(showError(messages.noGameType(manufacturerName, platformName)));
  };

  const openLink = () => {
    if (!selected) appDispatch(showError(messages.selectBeforeLink));
    else dispatch({ type: 'tabShown', tab: 'link' });
  };

  const unlink = () => {
    if (!selected) appDispatch(showError(messages.selectBeforeUnlink));
    else if (selected.relatedKeytbl === null) appDispatch(showError(messages.nothingToUnlink));
    else dispatch({ type: 'rowUnlinked', key: selected.key });
  };

  return {
    changePlatform,
    confirmClear,
    addGame,
    openLink,
    unlink,
    modalHolder,
    loadingComponents,
  };
}

export type RowActions = Pick<
  ReturnType<typeof useRowActions>,
  'changePlatform' | 'confirmClear' | 'addGame' | 'openLink' | 'unlink'
>;
