import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/renderApp';
import { offerPrerenderedPage, takeOverPrerenderedPage } from './handOver';

// The app's side of the hand-over: what the login enhancer started, the login page carries on.

it('shows the second step and the message the enhancer handed over', async () => {
  offerPrerenderedPage(() =>
    Promise.resolve({
      challenge: { status: 'secondFactor', challengeToken: 'ch', methods: ['totp'] },
      error: 'Login error: Too many attempts.',
    }),
  );
  await takeOverPrerenderedPage();
  renderApp('/login', { token: null });

  expect(
    await screen.findByRole('region', { name: 'Two-factor authentication' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent('Login error: Too many attempts.');
});

it('waits for nothing when no enhancer ran, and the login page starts as usual', async () => {
  await takeOverPrerenderedPage();
  renderApp('/login', { token: null });
  expect(
    await screen.findByRole('region', { name: 'Login with an Existing Account' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Two-factor authentication' })).toBeNull();
});
