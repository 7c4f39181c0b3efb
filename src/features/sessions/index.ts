export { SessionsCard } from './SessionsCard';
export { EndUserSessionsButton } from './EndUserSessionsButton';
