import { configure, screen, waitFor, within } from '@testing-library/react';
import { PROVIDER_NAME } from '@/app/config';
import { permissionsWith } from '@/testing/fixtures';
import { tokenInformation } from '@/testing/handlers';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { localTime } from '@/lib/localTime';
import { newCapture, requestHandlers, rows } from './requestsTestData';

// The test machine is shared and slow; antd renders need more than the default 1 s.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

const list = () => screen.getByRole('listbox', { name: 'Binary requests' });

describe('Binary Requests screen', () => {
  it('shows the heading, the default query and each row with its details, past-due rows tinted', async () => {
    const captured = newCapture();
    server.use(...requestHandlers(captured));
    const { store } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: `${PROVIDER_NAME} Binary Requests` }),
    ).toBeInTheDocument();
    const [first, second] = await within(list()).findAllByRole('option');
    expect(first).toHaveTextContent('Helios Spring Release');
    expect(first).toHaveTextContent('Apex Gaming');
    expect(first).toHaveTextContent('Submitted');
    expect(first).toHaveTextContent('Sam Rivera');
    expect(first).toHaveTextContent(localTime(rows[0].createdOn));
    expect(first).toHaveAttribute('data-tint', 'danger');
    expect(second).toHaveTextContent('Nova Patch');
    expect(second).not.toHaveAttribute('data-tint');
    expect(Object.fromEntries(captured.listQueries[0])).toEqual({
      page: '1',
      itemsPerPage: '10',
      sortField: 'CreatedOn',
      sortDirection: 'desc',
    });
    // The first item is selected and its details are shown.
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    expect(store.getState().selection.requests).toBe(101);
    expect(
      await screen.findByRole('heading', { name: 'Helios Spring Release', level: 3 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Main Lab')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Status: Submitted' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'MAIN-01' })).toBeInTheDocument();
  });

  it('offers every sort option of the spec', async () => {
    server.use(...requestHandlers(newCapture()));
    const { user } = renderApp('/');
    await within(await screen.findByRole('listbox', { name: 'Binary requests' })).findAllByRole(
      'option',
    );
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await screen.findByTitle('Priority Due Date');
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
      option.getAttribute('title'),
    );
    expect(offered).toEqual([
      'Upload Name',
      'Description',
      'Manufacturer',
      'Status',
      'Created On',
      'Created By',
      'Priority Due Date',
    ]);
  });

  it("shows each item's due date while the list is sorted by Priority Due Date", async () => {
    const captured = newCapture();
    server.use(...requestHandlers(captured));
    const { user } = renderApp('/');
    const listbox = await screen.findByRole('listbox', { name: 'Binary requests' });
    const [first] = await within(listbox).findAllByRole('option');
    expect(first).not.toHaveTextContent(/due/i);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Priority Due Date'));
    await waitFor(() =>
      expect(captured.listQueries.at(-1)?.get('sortField')).toBe('PriorityDueDate'),
    );
    await waitFor(() =>
      expect(within(list()).getAllByRole('option')[0]).toHaveTextContent('Due 2026-03-05'),
    );
    expect(within(list()).getAllByRole('option')[1]).toHaveTextContent('No due date');
  });

  it('shows Add Request only with canCreateBinaryRequest', async () => {
    server.use(...requestHandlers(newCapture()));
    const view = renderApp('/');
    expect(await screen.findByRole('button', { name: /Add Request/ })).toBeInTheDocument();
    view.unmount();

    server.use(tokenInformation(permissionsWith({ canCreateBinaryRequest: false })));
    renderApp('/');
    await within(await screen.findByRole('listbox', { name: 'Binary requests' })).findAllByRole(
      'option',
    );
    expect(screen.queryByRole('button', { name: /Add Request/ })).not.toBeInTheDocument();
  });

  it('shows the GPS Upload Path only with canViewGPSPath', async () => {
    server.use(...requestHandlers(newCapture()));
    const view = renderApp('/');
    expect(await screen.findByText('GPS Upload Path')).toBeInTheDocument();
    expect(screen.getByText('\\\\gps\\uploads\\helios')).toBeInTheDocument();
    view.unmount();

    server.use(tokenInformation(permissionsWith({ canViewGPSPath: false })));
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Helios Spring Release', level: 3 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('GPS Upload Path')).not.toBeInTheDocument();
  });

  it('shows the selected request when another item is clicked', async () => {
    server.use(...requestHandlers(newCapture()));
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Helios Spring Release', level: 3 });
    await user.click(within(list()).getByText('Nova Patch'));
    expect(
      await screen.findByRole('heading', { name: 'Nova Patch', level: 3 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sel=102');
  });
});
