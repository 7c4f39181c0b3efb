import { configure, screen, waitFor, within } from '@testing-library/react';
import { mockOperation } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { actions, components, openBinaryRequests, rows } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

const [first, second] = rows;

async function select(user: Awaited<ReturnType<typeof openBinaryRequests>>['user'], name: string) {
  const list = screen.getByRole('listbox', { name: 'Binary requests' });
  await user.click(within(list).getByText(name));
}

/** The request shown in the details' heading, once it is the one named. */
const shown = (name: string) => screen.findByText(name, { selector: 'h3' });

describe('Binary Requests: the details across selections (issue 20)', () => {
  it('updates the shown card in place, with the Components tab open for each request', async () => {
    const { user } = await openBinaryRequests();
    // Both requests read once (in the browser the list's rows are read ahead in idle time).
    await select(user, second.uploadName);
    await shown(second.uploadName);
    await select(user, first.uploadName);
    await shown(first.uploadName);
    const tabs = screen.getByRole('tablist');
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByRole('list', { name: 'Notes' })).toBeInTheDocument();

    await select(user, second.uploadName);
    await shown(second.uploadName);
    // The same tabs, not a new card: nothing rebuilt but what changed.
    expect(screen.getByRole('tablist')).toBe(tabs);
    // Each request opens on its Components, not on the tab the previous one was left on.
    expect(screen.getByRole('tab', { name: 'Components' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('list', { name: 'Notes' })).not.toBeInTheDocument();

    // Back to the first request, whose Notes were open: Components again.
    await select(user, first.uploadName);
    await shown(first.uploadName);
    expect(screen.getByRole('tab', { name: 'Components' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("never shows the previous request's name or components while another's load", async () => {
    const { user } = await openBinaryRequests();
    expect(await screen.findByText('MAIN-01')).toBeInTheDocument();
    // The second request and its components answer only when the test lets them.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((done) => (release = done));
    server.use(
      mockOperation('GetLinkedComponents', async ({ query }) => {
        if (Number(query.requestId) === second.id) {
          await answered;
          return [{ ...components[0], name: 'NOVA-02' }];
        }
        return components;
      }),
    );

    await select(user, second.uploadName);
    await shown(second.uploadName);
    expect(screen.queryByText(first.uploadName, { selector: 'h3' })).not.toBeInTheDocument();
    expect(screen.queryByText('MAIN-01')).not.toBeInTheDocument();

    release();
    expect(await screen.findByText('NOVA-02')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('MAIN-01')).not.toBeInTheDocument());
  });

  it('keeps a status change under way and an open question to the request they were for', async () => {
    const { user } = await openBinaryRequests();
    // Both requests read once, so the card updates in place between them.
    await select(user, second.uploadName);
    await shown(second.uploadName);
    await select(user, first.uploadName);
    await shown(first.uploadName);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((done) => (release = done));
    server.use(
      mockOperation('ExecuteWorkflowAction', async () => {
        await answered;
        return { description: 'Approved' };
      }),
    );
    // The first request's status change, still on its way.
    await user.click(screen.getByRole('button', { name: `Status: ${first.status}` }));
    await user.click(await screen.findByRole('menuitem', { name: actions[0].description }));

    // Another request: its own actions can be chosen at once.
    await select(user, second.uploadName);
    await shown(second.uploadName);
    await user.click(screen.getByRole('button', { name: `Status: ${second.status}` }));
    const [approve] = await screen.findAllByRole('menuitem', { name: actions[0].description });
    expect(approve).not.toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    // The question Delete Request asks belongs to the request it was asked for.
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Request' }));
    expect(await screen.findByText(`Delete request ${second.uploadName}?`)).toBeInTheDocument();
    await select(user, first.uploadName);
    await shown(first.uploadName);
    // Neither that question nor the same one about the request now shown.
    expect(screen.queryByText(/^Delete request /)).not.toBeInTheDocument();
    release();
  });
});
