// First, before antd loads: transitions that never end (see the module).
import '@/testing/cssTransitions';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootLayout } from './RootLayout';
import { setupStore } from './store';

/** A save button, its answer given by the test. */
function SaveForm({ answered }: { answered: Promise<void> }) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    await answered;
    setSaving(false);
  };
  return (
    <Button type="primary" loading={saving} onClick={() => void save()}>
      Save
    </Button>
  );
}

describe('buttons under the app layout', () => {
  it('lose their loading icon with their loading state, even where its transition never ends', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const router = createMemoryRouter([
      {
        element: <RootLayout />,
        children: [{ path: '/', element: <SaveForm answered={answered} /> }],
      },
    ]);
    render(
      <Provider store={setupStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // While saving, the button says so.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'loading Save' })).toBeInTheDocument(),
    );

    answer();
    // Saved: the button is named Save again (antd's animated icon would stay, named 'loading').
    await waitFor(() => expect(screen.getByRole('button')).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'loading' })).not.toBeInTheDocument();
  });
});
