import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SnackbarType = 'error' | 'success' | 'info';

export interface SnackbarState {
  message: string | null;
  type: SnackbarType;
  /** Changes with every message, so showing the same text twice still re-opens the bar. */
  id: number;
}

const initialState: SnackbarState = { message: null, type: 'info', id: 0 };

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState,
  reducers: {
    showSnackbar(state, action: PayloadAction<{ message: string; type: SnackbarType }>) {
      state.message = action.payload.message;
      state.type = action.payload.type;
      state.id += 1;
    },
    closeSnackbar(state) {
      state.message = null;
    },
  },
});

export const { showSnackbar, closeSnackbar } = snackbarSlice.actions;

export const showError = (message: string) => showSnackbar({ message, type: 'error' });
export const showSuccess = (message: string) => showSnackbar({ message, type: 'success' });
export const showInfo = (message: string) => showSnackbar({ message, type: 'info' });
