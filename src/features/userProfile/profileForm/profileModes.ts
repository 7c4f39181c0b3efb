/**
 * What the one profile form does in each of its modes (spec section 2, User Profile):
 * the signed-in user's own profile, an administrator editing another user, and an invite.
 */
export type ProfileMode = 'own' | 'admin' | 'invite';

/** How the roles tab shows roles: the user's own (read-only), or the assignable ones to pick from. */
export type RolesView = 'held' | 'assignable';

export interface ModeSettings {
  profileTab: string;
  rolesTab: string;
  /** Null: the mode has no password tab (an invited user sets it when registering). */
  passwordTab: string | null;
  usernameEditable: boolean;
  /** Null: the e-mail address can be changed; otherwise why it cannot (shown under the field). */
  emailLocked: string | null;
  roles: RolesView;
  submitLabel: string;
}

export const modeSettings: Readonly<Record<ProfileMode, ModeSettings>> = {
  own: {
    profileTab: 'Your Profile',
    rolesTab: 'Your Roles',
    passwordTab: 'Change Your Password',
    usernameEditable: false,
    emailLocked: null,
    roles: 'held',
    submitLabel: 'Save',
  },
  // The spec names two sets of tab labels: the profile's (which admin editing reuses) and the invite's.
  admin: {
    profileTab: 'Your Profile',
    rolesTab: 'Your Roles',
    passwordTab: 'Change Your Password',
    usernameEditable: false,
    emailLocked: null,
    roles: 'assignable',
    submitLabel: 'Save',
  },
  invite: {
    profileTab: 'New User Information',
    rolesTab: 'New User Roles',
    passwordTab: null,
    usernameEditable: true,
    emailLocked: null,
    roles: 'assignable',
    submitLabel: 'Send Invite',
  },
};

/** Why an administrator who is not a super user sees another user's e-mail address read-only. */
export const EMAIL_LOCKED = "Only a super user can change another user's e-mail address.";

/**
 * Nobody changes their own roles (the server refuses it too): an administrator who picks
 * themselves in User Management sees their roles read-only, as on their own profile.
 * Another user's password and e-mail address only a super user may set (the server refuses
 * anyone else), so an administrator who is not one gets no password tab and a read-only e-mail.
 */
export function settingsFor(
  mode: ProfileMode,
  editingSelf: boolean,
  superUser: boolean,
): ModeSettings {
  const settings = modeSettings[mode];
  if (mode !== 'admin') return settings;
  if (editingSelf) return { ...settings, roles: 'held' };
  return superUser ? settings : { ...settings, passwordTab: null, emailLocked: EMAIL_LOCKED };
}
