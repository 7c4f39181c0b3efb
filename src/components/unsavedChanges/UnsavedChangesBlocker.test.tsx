import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { reloadAsks } from '@/testing/beforeUnload';
import { UnsavedChangesBlocker } from './UnsavedChangesBlocker';
import { resetUnsavedChanges } from './unsavedChangesStore';
import { useUnsavedChanges } from './useUnsavedChanges';

function Editor() {
  const [text, setText] = useState('');
  const [closed, setClosed] = useState<string>('open');
  const { confirmDiscard } = useUnsavedChanges(text !== '');
  const location = useLocation();
  return (
    <div>
      <p>at {location.pathname + location.search}</p>
      <label>
        Name
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/?sel=2">Next item</Link>
      <button
        type="button"
        onClick={() =>
          void confirmDiscard().then((discard) => setClosed(discard ? 'closed' : 'kept'))
        }
      >
        Close
      </button>
      <p>dialog {closed}</p>
    </div>
  );
}

/** Each render of the blocker (a React Profiler's commit). */
const blockerRenders = jest.fn();

function renderEditor() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Profiler id="blocker" onRender={blockerRenders}>
              <UnsavedChangesBlocker />
            </Profiler>
          </>
        ),
        children: [
          { path: '/', element: <Editor /> },
          { path: '/elsewhere', element: <p>Another page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup({ delay: null }), router };
}

afterEach(resetUnsavedChanges);

test('a clean form leaves and closes without a question', async () => {
  const { user } = renderEditor();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(await screen.findByText('dialog closed')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(await screen.findByText('Another page')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('leaving a changed form asks first; Keep editing stays, Discard changes leaves', async () => {
  const { user } = renderEditor();
  await user.type(screen.getByLabelText('Name'), 'half-typed');

  await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Name')).toHaveValue('half-typed');
  expect(screen.getByText('at /')).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole(
      'button',
      {
        name: 'Discard changes',
      },
    ),
  );
  expect(await screen.findByText('Another page')).toBeInTheDocument();
});

test('a change of the URL query (another list item) is guarded too', async () => {
  const { user, router } = renderEditor();
  await user.type(screen.getByLabelText('Name'), 'x');
  await user.click(screen.getByRole('link', { name: 'Next item' }));
  await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  expect(router.state.location.search).toBe('');
  await user.click(screen.getByRole('button', { name: 'Discard changes' }));
  await waitFor(() => expect(router.state.location.search).toBe('?sel=2'));
});

test('closing a dialog with changes resolves with the answer', async () => {
  const { user } = renderEditor();
  await user.type(screen.getByLabelText('Name'), 'x');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
  expect(await screen.findByText('dialog kept')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
  expect(await screen.findByText('dialog closed')).toBeInTheDocument();
});

test('a reload asks only while a form holds changes, without rendering the blocker for it', async () => {
  const { user } = renderEditor();
  expect(reloadAsks()).toBe(false);
  const before = blockerRenders.mock.calls.length;

  await user.type(screen.getByLabelText('Name'), 'x');
  expect(reloadAsks()).toBe(true);
  // The first key of a form reports it: nothing else in the app renders for that.
  expect(blockerRenders.mock.calls.length).toBe(before);

  await user.clear(screen.getByLabelText('Name'));
  expect(reloadAsks()).toBe(false);
});
