import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { baseApi } from '@/api/baseApi';
import { errorSnackbarMiddleware } from '@/app/errorSnackbarMiddleware';
import { snackbarSlice } from '@/components/snackbar/snackbarSlice';
import { authSlice } from '@/features/auth/authSlice';
import { AUTH_PERSIST_KEY } from '@/features/auth/persistedAuth';
import { selectionSlice } from '@/lib/selectionSlice';

/** Only the token survives a reload; user and permissions are re-read from the server. */
const persistedAuthReducer = persistReducer(
  { key: AUTH_PERSIST_KEY, storage, whitelist: ['token'] },
  authSlice.reducer,
);

// The api cache is deliberately not persisted.
const rootReducer = combineReducers({
  auth: persistedAuthReducer,
  snackbar: snackbarSlice.reducer,
  selection: selectionSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware, errorSnackbarMiddleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
