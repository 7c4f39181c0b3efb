import { TAG_TYPES, type baseApi } from '@/api/baseApi';
import type { ChangeEvent, LiveMessage } from './changeEvent';

type ApiTag = Parameters<typeof baseApi.util.invalidateTags>[0][number];

const LIST = 'LIST';

/**
 * The cache tags a change makes out of date (the tags are given in src/api/index.ts). They are
 * invalidated, not refetched: only the queries a screen shows fetch again, the rest are dropped.
 */
function tagsForChange(change: ChangeEvent): ApiTag[] {
  switch (change.kind) {
    case 'request': {
      const id = change.requestId ?? Number(change.id);
      // The list row, the details, the next actions, the linked components and the events tab.
      return [
        { type: 'Requests', id: LIST },
        { type: 'Request', id },
        { type: 'RequestActions', id },
        { type: 'RequestComponents', id },
        { type: 'Events', id },
      ];
    }
    case 'note':
    case 'attachment': {
      const id = change.requestId;
      const own = change.kind === 'note' ? 'Notes' : 'Attachments';
      // Without the request (not expected), every request's tab of that kind.
      return id === undefined
        ? [own, 'Events']
        : [
            { type: own, id },
            { type: 'Events', id },
          ];
    }
    case 'organization':
      // Also an organization's users and jurisdictions; the editor's own organizations list.
      return [
        { type: 'Organizations', id: LIST },
        { type: 'Organizations', id: change.id },
        'OrganizationUsers',
        'OrganizationJurisdictions',
      ];
    case 'user':
      // A profile (read by username, which the event does not carry), its roles or an invite.
      return ['Users', 'UserInformation', 'OrganizationUsers'];
    case 'workflow':
      // Workflows, their states, actions and roles; requests offer their workflow's actions.
      return ['Workflows', 'WorkflowStates', 'WorkflowActions', 'RequestActions'];
    case 'notification':
      return ['Notifications'];
    case 'platform':
      // A platform or its component types: Platform Management and the request dialog's lists.
      return ['ComponentTypes', 'ManufacturerPlatforms', 'Manufacturers', 'LinkableComponents'];
  }
}

/**
 * What a message of the stream invalidates; `refresh` (events were missed) all of it, and a
 * change this tab made itself (its `origin` is `ownOrigin`, src/api/liveEvents/tabId.ts) nothing:
 * the write's own answer already invalidated what it changed.
 */
export function tagsFor(message: LiveMessage, ownOrigin?: string): ApiTag[] {
  if (message.type === 'refresh') return [...TAG_TYPES];
  if (ownOrigin !== undefined && message.change.origin === ownOrigin) return [];
  return tagsForChange(message.change);
}
