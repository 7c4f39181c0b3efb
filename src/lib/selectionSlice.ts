import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The list screens that keep a selected item. */
export type SelectionList = 'requests' | 'validations' | 'submissions' | 'users' | 'organizations';

/** Selected item id per list (numbers for requests, validations and submissions; UUIDs otherwise). */
export type SelectionState = Record<SelectionList, number | string | null>;

const initialState: SelectionState = {
  requests: null,
  validations: null,
  submissions: null,
  users: null,
  organizations: null,
};

export const selectionSlice = createSlice({
  name: 'selection',
  initialState,
  reducers: {
    itemSelected(
      state,
      action: PayloadAction<{ list: SelectionList; id: number | string | null }>,
    ) {
      state[action.payload.list] = action.payload.id;
    },
  },
  selectors: {
    selectSelected: (state, list: SelectionList) => state[list],
  },
});

export const { itemSelected } = selectionSlice.actions;
export const { selectSelected } = selectionSlice.selectors;
