import { configure, screen, waitFor, within } from '@testing-library/react';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { mockedChunk } from '@/testing/deferredDialogChunk';
import { openBinaryRequests } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);
afterEach(() => resetUnsavedChanges());

// The dialog's code stays on its way until the test lets it arrive (the real dialog then).
jest.mock('@/features/requests/imageRequestDialog/imageRequestDialogChunk', () =>
  jest
    .requireActual<typeof import('@/testing/deferredDialogChunk')>('@/testing/deferredDialogChunk')
    .deferredImageRequestDialogChunk(),
);

/** The menu antd shows for the actions button, if one is shown. */
const openMenu = () =>
  document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)');

describe("Binary Requests: Edit Request while the dialog's code loads", () => {
  it('shows its progress on the actions button it was chosen from, ignores further clicks there, then opens the edit dialog', async () => {
    const { user } = await openBinaryRequests();
    const add = screen.getByRole('button', { name: /Add Request/ });
    const actions = screen.getByRole('button', { name: 'More actions' });

    await user.click(actions);
    await waitFor(() => expect(openMenu()).not.toBeNull());
    await user.click(
      within(openMenu() ?? document.body).getByRole('menuitem', { name: 'Edit Request' }),
    );

    expect(
      await screen.findByRole('progressbar', { name: 'Loading Edit Request' }),
    ).toBeInTheDocument();
    expect(
      within(actions).getByRole('progressbar', { name: 'Loading Edit Request' }),
    ).toBeInTheDocument();
    expect(actions).toHaveAttribute('aria-busy', 'true');
    // Not on Add Request, which the user did not click.
    expect(
      screen.queryByRole('progressbar', { name: 'Loading New Image Request' }),
    ).not.toBeInTheDocument();
    expect(add).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(openMenu()).toBeNull());

    // Impatient: the actions button again opens no menu while the code is on its way.
    await user.click(actions);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(openMenu()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const chunk = mockedChunk();
    expect(chunk.imports).toBe(1);
    chunk.arrive();
    const name = await screen.findByDisplayValue('Helios Spring Release');
    expect(
      screen.getByText('Edit Image Request', { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(
      screen.queryByRole('progressbar', { name: 'Loading Edit Request' }),
    ).not.toBeInTheDocument();
    expect(actions).toHaveAttribute('aria-busy', 'false');
  });
});
