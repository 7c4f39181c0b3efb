// The user profile feature's public surface: what other features may import (the
// boundaries rule in eslint.config.js allows no other file of this feature to them).
/** User Management invites and edits users with the same form as the own profile. */
export { ProfileForm } from './profileForm/ProfileForm';
/** Data Management words a failed GetAssignableRoles call as the profile form does. */
export { profileMessages } from './profileForm/profileMessages';
