import type { LinkableComponent } from '@/api/generated/binaryRequestApi';
import { linkRow, unlinkRow, type ComponentRow } from './componentRows';
import type { EditorTab, ImageRequestDialogMode } from './dialogMode';

/** What the Image Request editor holds besides its antd forms. */
export interface EditorState {
  tab: EditorTab;
  /** The components list as loaded: the list counts as changed once `rows` is another array. */
  initialRows: ComponentRow[];
  rows: ComponentRow[];
  selectedKey: string | null;
  /** A software file is being checked or uploaded. */
  uploading: boolean;
  /** The SoftwareNotFound notice shown over the dialog. */
  notice: string | null;
  customOpen: boolean;
  /** A save was refused for required rows not linked yet: they are marked from then on. */
  markUnlinked: boolean;
  /** Saved or uploaded: the dialog closes (and names the saved item when there is one). */
  finished: { id?: number } | null;
}

/**
 * What happens in the editor. Rows that need a fresh key (a game copy, a custom component)
 * are made before they are dispatched, so the reducer stays pure.
 */
export type EditorAction =
  | { type: 'tabShown'; tab: EditorTab }
  | { type: 'rowSelected'; key: string | null }
  /** A new list (platform changed, software uploaded): the selection goes with the old one. */
  | { type: 'rowsReplaced'; rows: ComponentRow[] }
  | { type: 'rowAdded'; rows: ComponentRow[] }
  | { type: 'rowDeleted'; key: string }
  | { type: 'rowLinked'; key: string; software: LinkableComponent }
  | { type: 'rowUnlinked'; key: string }
  | { type: 'customDialogShown'; open: boolean }
  | { type: 'uploadingChanged'; uploading: boolean }
  | { type: 'noticeShown'; message: string }
  | { type: 'noticeClosed' }
  | { type: 'unlinkedRequiredRefused' }
  | { type: 'finished'; id?: number };

export function initialEditorState(
  mode: ImageRequestDialogMode,
  rows: ComponentRow[],
): EditorState {
  return {
    tab: mode === 'softwareSet' ? 'softwareSet' : 'request',
    initialRows: rows,
    rows,
    selectedKey: null,
    uploading: false,
    notice: null,
    customOpen: false,
    markUnlinked: false,
    finished: null,
  };
}

const mapRow = (rows: ComponentRow[], key: string, change: (row: ComponentRow) => ComponentRow) =>
  rows.map((row) => (row.key === key ? change(row) : row));

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'tabShown':
      return { ...state, tab: action.tab };
    case 'rowSelected':
      return { ...state, selectedKey: action.key };
    case 'rowsReplaced':
      return { ...state, rows: action.rows, selectedKey: null };
    case 'rowAdded':
      return { ...state, rows: action.rows, customOpen: false };
    case 'rowDeleted':
      return {
        ...state,
        rows: state.rows.filter((row) => row.key !== action.key),
        selectedKey: null,
      };
    case 'rowLinked':
      return {
        ...state,
        rows: mapRow(state.rows, action.key, (row) => linkRow(row, action.software)),
      };
    case 'rowUnlinked':
      return { ...state, rows: mapRow(state.rows, action.key, unlinkRow) };
    case 'customDialogShown':
      return { ...state, customOpen: action.open };
    case 'uploadingChanged':
      return { ...state, uploading: action.uploading };
    case 'noticeShown':
      return { ...state, notice: action.message };
    case 'noticeClosed':
      // SoftwareNotFound: after OK the request goes on with its request tab (spec section 4);
      // a software set has no request to go on with, so its tab stays for another file.
      return {
        ...state,
        notice: null,
        tab: state.tab === 'softwareSet' ? 'softwareSet' : 'request',
      };
    case 'unlinkedRequiredRefused':
      return { ...state, markUnlinked: true };
    case 'finished':
      return { ...state, finished: { id: action.id } };
  }
}

/**
 * Has changes to lose: a field `edited` (a file chosen) or the list changed; once saved or
 * uploaded the dialog reports none, as it is closing. `edited` is kept apart (useEditorDirty).
 */
export function isDirty(state: EditorState, edited: boolean): boolean {
  return state.finished === null && (edited || state.rows !== state.initialRows);
}

export function selectedRow(state: EditorState): ComponentRow | undefined {
  return state.rows.find((row) => row.key === state.selectedKey);
}
