import type { LinkableComponent } from '@/api/generated/binaryRequestApi';
import { toRows } from './componentRows';
import {
  editorReducer,
  initialEditorState,
  isDirty,
  type EditorAction,
  type EditorState,
} from './editorState';

const [bios, game] = toRows([
  {
    componentID: 1,
    componentType: 'BIOS',
    required: true,
    isGame: false,
    relatedKeytbl: null,
    name: '',
    description: '',
    status: null,
    version: null,
    platform: 'Apex Helios',
    isCustom: false,
  },
  {
    componentID: 2,
    componentType: 'Game',
    required: true,
    isGame: true,
    relatedKeytbl: 9,
    name: 'Lucky 7',
    description: 'Main',
    status: 'Approved',
    version: '1.0',
    platform: 'Apex Helios',
    isCustom: false,
  },
]) as [EditorState['rows'][number], EditorState['rows'][number]];
const software: LinkableComponent = {
  keytbl: 7,
  gameName: '',
  status: 'Approved',
  fileNumber: 'FN-1',
  manufacturer: 'Apex Gaming',
  idNumber: 'APX-BIOS-0107',
  version: '4.1.0',
  dateCode: '2024-12',
  function: 'System',
  position: '',
};

const loaded = initialEditorState('edit', [bios, game]);
const selected: EditorState = { ...loaded, selectedKey: game.key };

interface Case {
  name: string;
  from: EditorState;
  action: EditorAction;
  /** The fields the action changes; every other field stays as it was. */
  changes: Partial<EditorState>;
}

const cases: Case[] = [
  {
    name: 'shows a tab',
    from: loaded,
    action: { type: 'tabShown', tab: 'link' },
    changes: { tab: 'link' },
  },
  {
    name: 'selects a row',
    from: loaded,
    action: { type: 'rowSelected', key: bios.key },
    changes: { selectedKey: bios.key },
  },
  {
    name: 'a new list drops the selection',
    from: selected,
    action: { type: 'rowsReplaced', rows: [bios] },
    changes: { rows: [bios], selectedKey: null },
  },
  {
    name: 'an added row keeps the selection and closes the custom component dialog',
    from: { ...selected, customOpen: true },
    action: { type: 'rowAdded', rows: [bios, game, game] },
    changes: { rows: [bios, game, game], customOpen: false },
  },
  {
    name: 'a deleted row drops the selection',
    from: selected,
    action: { type: 'rowDeleted', key: game.key },
    changes: { rows: [bios], selectedKey: null },
  },
  {
    name: 'links software to a row',
    from: loaded,
    action: { type: 'rowLinked', key: bios.key, software },
    changes: {
      rows: [
        {
          ...bios,
          relatedKeytbl: 7,
          name: 'APX-BIOS-0107',
          status: 'Approved',
          version: '4.1.0',
          description: 'System',
        },
        game,
      ],
    },
  },
  {
    name: 'unlinks a row',
    from: loaded,
    action: { type: 'rowUnlinked', key: game.key },
    changes: {
      rows: [
        bios,
        { ...game, relatedKeytbl: null, name: '', status: null, version: null, description: '' },
      ],
    },
  },
  {
    name: 'opens the custom component dialog',
    from: loaded,
    action: { type: 'customDialogShown', open: true },
    changes: { customOpen: true },
  },
  {
    name: 'notes an upload under way',
    from: loaded,
    action: { type: 'uploadingChanged', uploading: true },
    changes: { uploading: true },
  },
  {
    name: 'shows a notice',
    from: loaded,
    action: { type: 'noticeShown', message: 'Not found' },
    changes: { notice: 'Not found' },
  },
  {
    name: 'a closed notice goes on with the request tab',
    from: { ...loaded, tab: 'link', notice: 'Not found' },
    action: { type: 'noticeClosed' },
    changes: { tab: 'request', notice: null },
  },
  {
    name: 'a closed notice keeps a software set on its own tab',
    from: { ...initialEditorState('softwareSet', []), notice: 'Not found' },
    action: { type: 'noticeClosed' },
    changes: { notice: null },
  },
  {
    name: 'marks unlinked rows once a save was refused for them',
    from: loaded,
    action: { type: 'unlinkedRequiredRefused' },
    changes: { markUnlinked: true },
  },
  {
    name: 'finishes with the saved id',
    from: loaded,
    action: { type: 'finished', id: 4 },
    changes: { finished: { id: 4 } },
  },
  {
    name: 'finishes without an id',
    from: loaded,
    action: { type: 'finished' },
    changes: { finished: { id: undefined } },
  },
];

test.each(cases)('$name', ({ from, action, changes }) => {
  expect(editorReducer(from, action)).toEqual({ ...from, ...changes });
});

test('starts on the tab of its mode, with the rows as loaded', () => {
  expect(initialEditorState('new', [bios])).toMatchObject({ tab: 'request', rows: [bios] });
  expect(initialEditorState('softwareSet', []).tab).toBe('softwareSet');
});

test.each<{ name: string; state: EditorState; edited?: boolean; dirty: boolean }>([
  { name: 'as loaded', state: loaded, dirty: false },
  { name: 'a field edited', state: loaded, edited: true, dirty: true },
  { name: 'the list changed', state: { ...loaded, rows: [bios, game] }, dirty: true },
  { name: 'a row selected', state: selected, dirty: false },
  {
    name: 'edited, then saved',
    state: { ...loaded, finished: { id: 4 } },
    edited: true,
    dirty: false,
  },
])('dirty: $name -> $dirty', ({ state, edited = false, dirty }) => {
  expect(isDirty(state, edited)).toBe(dirty);
});
