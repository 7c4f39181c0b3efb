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
  roles: RolesView;
  submitLabel: string;
}

export const modeSettings: Readonly<Record<ProfileMode, ModeSettings>> = {
  own: {
    profileTab: 'Your Profile',
    rolesTab: 'Your Roles',
    passwordTab: 'Change Your Password',
    usernameEditable: false,
    roles: 'held',
    submitLabel: 'Save',
  },
  admin: {
    profileTab: 'Profile',
    rolesTab: 'Roles',
    passwordTab: 'Password',
    usernameEditable: false,
    roles: 'assignable',
    submitLabel: 'Save',
  },
  invite: {
    profileTab: 'New User Information',
    rolesTab: 'New User Roles',
    passwordTab: null,
    usernameEditable: true,
    roles: 'assignable',
    submitLabel: 'Send Invite',
  },
};

/**
 * Nobody changes their own roles (the server refuses it too): an administrator who picks
 * themselves in User Management sees their roles read-only, as on their own profile.
 */
export function settingsFor(mode: ProfileMode, editingSelf: boolean): ModeSettings {
  const settings = modeSettings[mode];
  return mode === 'admin' && editingSelf ? { ...settings, roles: 'held' } : settings;
}
