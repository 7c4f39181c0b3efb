import type { Session } from '@/api/generated/accountApi';

export const sessionMessages = {
  title: 'Sessions',
  intro: 'Where you are signed in. End a session you do not recognise; it is signed out at once.',
  thisBrowser: 'This browser',
  end: 'End',
  endTitle: (device: string) => `End the session of ${device}?`,
  endConfirm: 'That browser is signed out on its next action.',
  endOthers: 'End all other sessions',
  endOthersTitle: 'End all other sessions?',
  endOthersConfirm: 'Every other browser and device is signed out; this one stays signed in.',
  endFailed: 'Ending the session has failed: ',
  none: 'No other sessions.',
  // User Management.
  endUsers: 'End all sessions',
  endUsersTitle: (name: string) => `End all sessions of ${name}?`,
  endUsersConfirm: 'They are signed out of every browser at once and must sign in again.',
  endUsersFailed: "Ending the user's sessions has failed: ",
};

export const methodLabels: Record<Session['method'], string> = {
  password: 'Password',
  sso: 'Single sign-on',
  passkey: 'Passkey',
};
