// The notifications feature's public surface: what the app shell and other features may import
// (the boundaries rule in eslint.config.js allows no other file of this feature to them).
/** The header's Notifications bell (the app shell). */
export { NotificationBell } from './NotificationBell';
/** Follow / Unfollow in a request's details (requests). */
export { FollowRequestButton } from './FollowRequestButton';
/** The notification preferences on User Profile (userProfile). */
export { NotificationPreferencesCard } from './NotificationPreferencesCard';
