import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { MasterDetailView } from '@/components/masterDetail/MasterDetailLayout';
import { imageRequestDialog } from './imageRequestDialog/imageRequestDialogChunk';
import { openBinaryRequests } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);
afterEach(() => resetUnsavedChanges());

// The list and details view, counted: each call is a render of the page behind the dialog.
jest.mock('@/components/masterDetail/MasterDetailLayout', () => {
  const actual = jest.requireActual<typeof import('@/components/masterDetail/MasterDetailLayout')>(
    '@/components/masterDetail/MasterDetailLayout',
  );
  return { ...actual, MasterDetailView: jest.fn(actual.MasterDetailView) };
});
const pageRenders = () => jest.mocked(MasterDetailView).mock.calls.length;

describe('Binary Requests: the request dialog over the page', () => {
  it('opens and closes without drawing the list and the details again', async () => {
    await openBinaryRequests();
    // The dialog's code has arrived (as it does in idle time after the list).
    await imageRequestDialog.load();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Request' })).toBeEnabled());
    // The screen's last render: the filter bar, once the screen is complete.
    await screen.findByRole('group', { name: 'Filters' });
    const before = pageRenders();

    fireEvent.click(screen.getByRole('button', { name: 'Add Request' }));
    // (jsdom's ids name every antd dialog after the page's first label: found by its field.)
    const name = await screen.findByLabelText('Name');
    expect(pageRenders()).toBe(before);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(name).not.toBeInTheDocument());
    expect(pageRenders()).toBe(before);
  });
});
