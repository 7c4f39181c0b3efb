import { configure, screen, waitFor } from '@testing-library/react';
import {
  hasUnsavedChanges,
  resetUnsavedChanges,
} from '@/components/unsavedChanges/unsavedChangesStore';
import { typeInto } from '@/testing/dialogTestSteps';
import { mockDialogApi, renderDialog } from './testData';

// What each part of the dialog costs (issue 20): counted renders of the components table.
const tableRenders = jest.fn();
jest.mock('./ComponentsListTable', () => {
  const actual: typeof import('./ComponentsListTable') =
    jest.requireActual('./ComponentsListTable');
  return {
    ComponentsListTable: (props: Parameters<typeof actual.ComponentsListTable>[0]) => {
      tableRenders();
      return actual.ComponentsListTable(props);
    },
  };
});

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => resetUnsavedChanges());

describe('ImageRequestDialog: what a key and an opening render', () => {
  it('shows the components list just after the form, with Name focused', async () => {
    mockDialogApi();
    renderDialog();
    const name = await screen.findByLabelText('Name');
    await screen.findByText('Choose a platform to load its components.');
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('draws the components list once at the opening (no second render of the form)', async () => {
    mockDialogApi();
    const before = tableRenders.mock.calls.length;
    renderDialog();
    await screen.findByText('Choose a platform to load its components.');
    // The form's watched values (organization, priority) are learnt in effects: give them time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(tableRenders.mock.calls.length - before).toBe(1);
  });

  it('types into Name without rendering the components list again, and still guards the input', async () => {
    mockDialogApi();
    renderDialog();
    await screen.findByText('Choose a platform to load its components.');
    expect(hasUnsavedChanges()).toBe(false);
    const before = tableRenders.mock.calls.length;
    typeInto('Name', 'A');
    typeInto('Name', 'Ab');
    typeInto('Name', 'Abc');
    expect(screen.getByDisplayValue('Abc')).toBeInTheDocument();
    // The first key reports the unsaved input (the route guard, beforeunload) at once.
    expect(hasUnsavedChanges()).toBe(true);
    expect(tableRenders.mock.calls.length).toBe(before);
  });

  it('keeps the page behind from scrolling while open, and lets it scroll again once closed', async () => {
    mockDialogApi();
    document.body.style.overflowY = 'auto';
    const { unmount } = renderDialog();
    await screen.findByLabelText('Name');
    expect(document.body.style.overflowY).toBe('hidden');
    // The dialog renders in the page's body, in its own layer, above the page.
    expect(screen.getByRole('dialog', { name: 'Image Request' })).toBeInTheDocument();
    unmount();
    expect(document.body.style.overflowY).toBe('auto');
    document.body.style.overflowY = '';
  });
});
