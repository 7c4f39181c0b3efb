import { configure, screen, waitFor } from '@testing-library/react';
import type { NotificationPreferences } from '@/api/generated/notificationsApi';
import { mockProfileApi, snackbarOf } from '@/features/userProfile/profileForm/mockProfileApi';
import { fail, mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

const perChange = 'Tell me in the app and send me an e-mail for each change';
const digest = 'Tell me in the app and send me one summary e-mail a day';
const saveButton = () => screen.getByRole('button', { name: 'Save Notification Preferences' });

async function openProfile() {
  mockProfileApi();
  const saved: NotificationPreferences[] = [];
  server.use(
    mockOperation('SaveNotificationPreferences', ({ body }) => {
      saved.push(body);
      return body;
    }),
  );
  const app = renderApp('/UserProfile');
  await waitFor(() => expect(screen.getByRole('radio', { name: perChange })).toBeChecked(), {
    timeout: 60_000,
  });
  return { ...app, saved };
}

async function snackbar(text: string) {
  const status = await screen.findByText(
    (_content, element) =>
      element?.getAttribute('role') === 'status' && (element.textContent ?? '').includes(text),
  );
  return snackbarOf(status);
}

describe('notification preferences on User Profile', () => {
  it('offers the four choices, the stored one chosen, Save disabled until a change', async () => {
    await openProfile();
    const group = screen.getByRole('radiogroup', {
      name: /When someone else changes a request you follow/,
    });
    expect(group).toBeInTheDocument();
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Tell me in the app only', perChange, digest, 'Do not notify me']);
    expect(saveButton()).toBeDisabled();
  });

  it('saves the daily digest and says so', async () => {
    const { user, saved } = await openProfile();
    await user.click(screen.getByRole('radio', { name: digest }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());

    await waitFor(() => expect(saved).toEqual([{ delivery: 'inAppAndDailyDigest' }]));
    expect(await snackbar('Notification preferences saved successfully')).toEqual({
      text: 'Notification preferences saved successfully',
      type: 'success',
    });
    expect(screen.getByRole('radio', { name: digest })).toBeChecked();
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('words a failed save like the profile’s', async () => {
    const { user } = await openProfile();
    server.use(
      fail('SaveNotificationPreferences', { status: 400, message: 'delivery is not valid.' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Do not notify me' }));
    await user.click(saveButton());

    const shown = await snackbar('Saving your notification preferences has failed.');
    expect(shown).toEqual({
      text: 'Saving your notification preferences has failed. Please try again or contact support: delivery is not valid.',
      type: 'error',
    });
    // The choice stays, to try again.
    expect(screen.getByRole('radio', { name: 'Do not notify me' })).toBeChecked();
    expect(saveButton()).toBeEnabled();
  });
});
