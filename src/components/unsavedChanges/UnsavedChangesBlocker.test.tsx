import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
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

function renderEditor() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <UnsavedChangesBlocker />
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
