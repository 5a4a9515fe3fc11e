export { SessionList, sessionListTexts, type SessionListItem, type SessionListProps } from './SessionList';
export { currentFirst as sessionsCurrentFirst, sessionTitle, signOutLabel as sessionSignOutLabel } from './sessions';
