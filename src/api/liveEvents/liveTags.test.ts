import { TAG_TYPES } from '@/api/baseApi';
import { tagsFor } from './liveTags';

describe('the cache tags a live message invalidates', () => {
  it('a request: the list, its details, actions, components and events tab', () => {
    expect(
      tagsFor({ type: 'change', change: { kind: 'request', id: '42', requestId: 42 } }),
    ).toEqual([
      { type: 'Requests', id: 'LIST' },
      { type: 'Request', id: 42 },
      { type: 'RequestActions', id: 42 },
      { type: 'RequestComponents', id: 42 },
      { type: 'Events', id: 42 },
    ]);
  });

  it('a note or an attachment: that tab of its request and the events tab', () => {
    const note = { kind: 'note', id: 'n-1', requestId: 7 } as const;
    const attachment = { kind: 'attachment', id: 'a-1', requestId: 7 } as const;
    expect(tagsFor({ type: 'change', change: note })).toEqual([
      { type: 'Notes', id: 7 },
      { type: 'Events', id: 7 },
    ]);
    expect(tagsFor({ type: 'change', change: attachment })).toEqual([
      { type: 'Attachments', id: 7 },
      { type: 'Events', id: 7 },
    ]);
  });

  it('the admin records: their lists and what hangs off them', () => {
    expect(tagsFor({ type: 'change', change: { kind: 'organization', id: 'o-1' } })).toEqual([
      { type: 'Organizations', id: 'LIST' },
      { type: 'Organizations', id: 'o-1' },
      'OrganizationUsers',
      'OrganizationJurisdictions',
    ]);
    expect(tagsFor({ type: 'change', change: { kind: 'user', id: 'u-1' } })).toEqual([
      'Users',
      'UserInformation',
      'OrganizationUsers',
    ]);
    expect(tagsFor({ type: 'change', change: { kind: 'workflow', id: 'w-1' } })).toEqual([
      'Workflows',
      'WorkflowStates',
      'WorkflowActions',
      'RequestActions',
    ]);
    expect(tagsFor({ type: 'change', change: { kind: 'notification', id: 'x' } })).toEqual([
      'Notifications',
    ]);
    // A platform or its component types: Platform Management and the request dialog's lists.
    expect(tagsFor({ type: 'change', change: { kind: 'platform', id: '7' } })).toEqual([
      'ComponentTypes',
      'ManufacturerPlatforms',
      'Manufacturers',
      'LinkableComponents',
    ]);
  });

  it("a change this tab made: nothing (its write's answer invalidated it); another tab's: its tags", () => {
    const mine = { kind: 'request', id: '42', requestId: 42, origin: 'tab-aaaa' } as const;
    expect(tagsFor({ type: 'change', change: mine }, 'tab-aaaa')).toEqual([]);
    expect(tagsFor({ type: 'change', change: mine }, 'tab-bbbb')).toHaveLength(5);
    const someoneElses = { kind: 'request', id: '42', requestId: 42 } as const;
    expect(tagsFor({ type: 'change', change: someoneElses }, 'tab-aaaa')).toHaveLength(5);
    // A refresh is never one's own.
    expect(tagsFor({ type: 'refresh' }, 'tab-aaaa')).toEqual([...TAG_TYPES]);
  });

  it('refresh: every tag', () => {
    expect(tagsFor({ type: 'refresh' })).toEqual([...TAG_TYPES]);
  });
});
