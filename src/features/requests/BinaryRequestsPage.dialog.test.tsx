import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImageRequest, Manufacturer } from '@/api/generated/binaryRequestApi';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { mockOperation, ok, okWith } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { newCapture, requestHandlers, requestOf, rows } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);
afterEach(() => resetUnsavedChanges());

const manufacturers: Manufacturer[] = [
  {
    manufacturerId: 3,
    manufacturerName: 'Apex Gaming',
    platforms: [{ mid: 7, platform: 'H', name: 'Helios', gSAID: null, sASID: null }],
  },
];

function dialogHandlers(saved: ImageRequest[]) {
  return [
    ok('GetManufacturerPlatforms', manufacturers),
    ok('GetAvailableQuickActions', []),
    mockOperation('SubmitImageRequest', () => {
      const request = requestOf(rows[1]);
      saved.push(request);
      return okWith('SubmitImageRequest', request, 'Image request saved.');
    }),
  ];
}

async function openEditOf(name: string) {
  const list = screen.getByRole('listbox', { name: 'Binary requests' });
  fireEvent.click(within(list).getByText(name));
  await screen.findByText(name, { selector: 'h3' });
  fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
  fireEvent.click(await screen.findByText('Edit Request'));
  return screen.findByDisplayValue(name);
}

const buttonNamed = (text: string) => {
  const found = screen.getByText(text, { selector: 'button span' }).closest('button');
  if (!found) throw new Error(`No button ${text}`);
  return found;
};

describe('Binary Requests: the edit dialog and the browser history', () => {
  it('Back with a changed dialog asks first; keeping it keeps the dialog and its text, discarding closes it', async () => {
    server.use(...requestHandlers(newCapture()), ...dialogHandlers([]));
    const { router } = renderApp('/');
    await screen.findByText('Helios Spring Release', { selector: 'h3' });
    await openEditOf('Nova Patch');
    expect(router.state.location.search).toBe('?sel=102');
    fireEvent.change(screen.getByDisplayValue('Nova Patch'), { target: { value: 'Nova Patch 2' } });

    void router.navigate(-1);
    await screen.findByText('Discard unsaved changes?');
    fireEvent.click(buttonNamed('Keep editing'));
    await waitFor(() =>
      expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?sel=102');
    expect(screen.getByDisplayValue('Nova Patch 2')).toBeInTheDocument();

    void router.navigate(-1);
    await screen.findByText('Discard unsaved changes?');
    fireEvent.click(buttonNamed('Discard changes'));
    await waitFor(() => expect(screen.queryByDisplayValue('Nova Patch 2')).not.toBeInTheDocument());
    expect(screen.queryByText('Edit Image Request')).not.toBeInTheDocument();
    expect(router.state.location.search).not.toBe('?sel=102');
  });

  it('Back with an unchanged dialog closes it instead of leaving it over another request', async () => {
    server.use(...requestHandlers(newCapture()), ...dialogHandlers([]));
    const { router } = renderApp('/');
    await screen.findByText('Helios Spring Release', { selector: 'h3' });
    await openEditOf('Nova Patch');
    void router.navigate(-1);
    await waitFor(() => expect(screen.queryByText('Edit Image Request')).not.toBeInTheDocument());
    expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument();
  });

  it("the list's own selection (a URL replacement) leaves an open dialog open", async () => {
    server.use(...requestHandlers(newCapture()), ...dialogHandlers([]));
    const { router } = renderApp('/');
    await screen.findByText('Helios Spring Release', { selector: 'h3' });
    fireEvent.click(buttonNamed('Add Request'));
    await screen.findByLabelText('Name');
    // As when the list selects its first item after a load that ended after the click.
    void router.navigate('/?sel=102', { replace: true });
    await waitFor(() => expect(router.state.location.search).toBe('?sel=102'));
    expect(router.state.historyAction).toBe('REPLACE');
    // Give a close the time to happen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('Image Request', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
  });

  it('a save selects the saved request without asking about unsaved changes', async () => {
    const saved: ImageRequest[] = [];
    server.use(...requestHandlers(newCapture()), ...dialogHandlers(saved));
    const { router } = renderApp('/');
    await screen.findByText('Helios Spring Release', { selector: 'h3' });
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByText('Edit Request'));
    fireEvent.change(await screen.findByDisplayValue('Helios Spring Release'), {
      target: { value: 'Renamed' },
    });
    fireEvent.click(buttonNamed('Save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe('?sel=102'));
    expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Edit Image Request')).not.toBeInTheDocument());
  });
});
