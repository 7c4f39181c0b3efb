// What the selected request's details show only when asked (another tab): one
// chunk, fetched in idle time once the screen is complete (RequestDetails), not before the list.
export { DocumentsTab } from './DocumentsTab';
export { EventsTab } from './EventsTab';
export { NotesTab } from './NotesTab';
