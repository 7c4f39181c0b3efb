import type { ReactNode } from 'react';

/** What the dialog is opened for: a new request, an existing one, or a new software set. */
export type ImageRequestDialogMode = 'new' | 'edit' | 'softwareSet';

export type EditorTab = 'softwareSet' | 'request' | 'link';

export function dialogTitle(mode: ImageRequestDialogMode): string {
  if (mode === 'edit') return 'Edit Image Request';
  return mode === 'softwareSet' ? 'Add Software Set' : 'Image Request';
}

/**
 * The dialog's tabs. A software set is not a request: its dialog holds its own tab only, so
 * nothing in it can save a binary request.
 */
export function dialogTabs(
  mode: ImageRequestDialogMode,
  active: EditorTab,
  panes: Record<EditorTab, ReactNode>,
) {
  const tabs: { key: EditorTab; label: string; children: ReactNode }[] =
    mode === 'softwareSet'
      ? [{ key: 'softwareSet', label: 'Add Software Set', children: panes.softwareSet }]
      : [
          {
            key: 'request',
            label: mode === 'edit' ? 'Image Request' : 'New Image Request',
            children: panes.request,
          },
          { key: 'link', label: 'Link Components', children: panes.link },
        ];
  // Only the dialog's own buttons move between tabs, so the other tabs cannot be clicked.
  return tabs.map((tab) => ({ ...tab, disabled: tab.key !== active }));
}
