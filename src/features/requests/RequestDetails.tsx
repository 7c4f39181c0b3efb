import { Card, Flex, Spin, Typography } from 'antd';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { binaryRequestApi, useGetRequestQuery } from '@/api';
import type { ImageRequest } from '@/api/generated/binaryRequestApi';
import { useAppSelector } from '@/app/hooks';
import { LightTabs } from '@/components/tabs/LightTabs';
import { useCompactLayout } from '@/components/useCompactLayout';
import { FollowRequestButton } from '@/features/notifications';
import { afterScreenComplete, isScreenComplete, markScreenComplete } from '@/lib/screenComplete';
import { ComponentsTab } from './ComponentsTab';
import { RequestActions } from './RequestActions';
import { RequestHeader } from './RequestHeader';
import { requestMenuKeys } from './requestMenu';
import { StatusButton } from './StatusButton';

export interface RequestDetailsProps {
  requestId: number;
  /** Edit Request chosen for this request: the page opens the request dialog. */
  onEdit(requestId: number): void;
  /** The request dialog's code is on its way after Edit Request (the actions button shows it). */
  editOpening?: boolean;
  /** The request was removed; the list reloads through its cache tag. */
  onDeleted(): void;
  onStatusChanged(status: string): void;
}

// The other tabs: loaded in idle time once the screen is complete. Once their code has arrived
// they render directly: React.lazy would suspend once more on a tab's first showing, and React
// then holds the boundary's reveal back by up to 300 ms (issue 20: Notes took ~380 ms).
type LaterTabs = typeof import('./requestDetailsLater');
let laterTabs: LaterTabs | undefined;
const loadLaterTabs = (): Promise<LaterTabs> =>
  import(/* webpackChunkName: "requestDetailsLater" */ './requestDetailsLater').then(
    (module) => (laterTabs = module),
  );
const NotesTab = lazy(() => loadLaterTabs().then((m) => ({ default: m.NotesTab })));
const DocumentsTab = lazy(() => loadLaterTabs().then((m) => ({ default: m.DocumentsTab })));
const EventsTab = lazy(() => loadLaterTabs().then((m) => ({ default: m.EventsTab })));

/**
 * A tab's content: rendered directly when its code is in, else behind its code's arrival. Chosen
 * once per mount: switching from the lazy to the arrived component on a later render would be a
 * new element type, remounting the tab and losing its state (an open Add Note dialog).
 */
function LaterTab({ tab, requestId }: { tab: keyof LaterTabs; requestId: number }) {
  const [Tab] = useState(() => laterTabs?.[tab] ?? { NotesTab, DocumentsTab, EventsTab }[tab]);
  return (
    <Suspense fallback={<Spin />}>
      <Tab requestId={requestId} />
    </Suspense>
  );
}

const laterTabKey: Record<keyof LaterTabs, string> = {
  NotesTab: 'notes',
  DocumentsTab: 'documents',
  EventsTab: 'events',
};

/**
 * The Components, Notes, Documents and Events tabs. The open tab is state of its own here, so
 * choosing a tab renders the tabs only, not the whole card; it is Components again for another
 * request. Notes, Documents and Events are built afresh for each request (their own state: an
 * open Add Note dialog).
 */
function RequestTabs({ requestId, compact }: { requestId: number; compact: boolean }) {
  const [open, setOpen] = useState({ requestId, tab: 'components' });
  if (open.requestId !== requestId) setOpen({ requestId, tab: 'components' });
  const tab = open.requestId === requestId ? open.tab : 'components';
  const components = useMemo(() => <ComponentsTab requestId={requestId} />, [requestId]);
  // The Components tab stays mounted (hidden) while another tab shows: unmounting its table was
  // a third of the Notes tab's switch (issue 20). It keeps its page, and a reload of its
  // components by cache tag runs while hidden. The later tabs are built only while shown, so a
  // selection never renders a hidden one for the new request.
  const later = (key: keyof LaterTabs) =>
    tab === laterTabKey[key] ? <LaterTab key={requestId} tab={key} requestId={requestId} /> : null;
  const items = [
    { key: 'components', label: 'Components', children: components },
    { key: 'notes', label: 'Notes', children: later('NotesTab') },
    { key: 'documents', label: 'Documents', children: later('DocumentsTab') },
    { key: 'events', label: 'Events', children: later('EventsTab') },
  ];
  return (
    <LightTabs
      activeKey={tab}
      // In a transition: the click's event ends before the tabs render (the chosen one's
      // content mounted; Components hidden, a later tab's content unmounted), in slices the
      // browser paints between
      // (issue 20: the Notes tab's slowest event within 100 ms).
      onChange={(next) => startTransition(() => setOpen({ requestId, tab: next }))}
      tabBarGutter={compact ? 16 : undefined}
      items={items}
    />
  );
}

/** What the card remembers about the request it shows; begun again for another request. */
interface RequestState {
  requestId: number;
  /** The status the last executed action returned, shown until the request reloads. */
  executed: { status: string; for: ImageRequest } | null;
  /**
   * While the removal runs the request is not read: once removed it would answer 404 to the
   * reload its cache tag triggers, and the user would see that as an error.
   */
  removing: boolean;
}

const firstState = (requestId: number): RequestState => ({
  requestId,
  executed: null,
  removing: false,
});

/**
 * The selected request: header, status button, three-dot menu and the Components, Notes,
 * Documents and Events tabs. It stays mounted from one selected request to the next and updates
 * in place (issue 20: rebuilding the card, its tabs and table took most of a selection's time);
 * its own state (an executed status; the open tab in RequestTabs, the open dialog in
 * RequestActions, a status or follow change under way) belongs to its request and never leaks
 * to another one; the later tabs' content is keyed by the request. Memoised: the list screen
 * renders again for each search, its answer and the selection it makes, and the card needs to
 * only when its own props change (issue 20, the keys typed in the search box while an earlier
 * search's answer arrives).
 */
export const RequestDetails = memo(function RequestDetails({
  requestId,
  onEdit,
  editOpening = false,
  onDeleted,
  onStatusChanged,
}: RequestDetailsProps) {
  const permissions = useAppSelector((state) => state.auth.permissions);
  const user = useAppSelector((state) => state.auth.user);
  const [state, setState] = useState(() => firstState(requestId));
  // Another request selected: its card starts afresh (React renders again before committing).
  if (state.requestId !== requestId) setState(firstState(requestId));
  const { executed, removing } = state;
  const update = (change: Partial<Omit<RequestState, 'requestId'>>) =>
    setState((current) => (current.requestId === requestId ? { ...current, ...change } : current));
  const setRemoving = (next: boolean) => update({ removing: next });
  const query = useGetRequestQuery({ requestId }, { skip: removing });
  const { isError } = query;
  // The request's answer arrives as an urgent update (RTK Query's store subscription): the card,
  // its tabs and table are built in a deferred render instead, which a key typed or a click
  // meanwhile interrupts (issue 20: the search box's keys, a new selection). `currentData`: the
  // previous request's answer never shows under this one while this one loads.
  const deferred = useDeferredValue(query.currentData);
  // An urgent selection of another request: the deferred answer is still the previous request's
  // for that render, so the current one shows (as a new card's first render did). On a cold load
  // (the screen not complete yet) nothing the user does competes with the first card: it is built
  // at once, not in a deferred render cut into 5 ms slices with the browser's work between them.
  const first = deferred === undefined && !isScreenComplete();
  const data =
    !first && (deferred === undefined || deferred.result?.id === requestId)
      ? deferred
      : query.currentData;
  const compact = useCompactLayout();
  const prefetchNotes = binaryRequestApi.usePrefetch('getNotes');
  const shown = data?.result !== undefined;
  useEffect(() => {
    if (!shown) return;
    // The list and these details are what Binary Requests is for: later work may start now.
    markScreenComplete();
    // The Notes tab opens without a wait: its code and notes are read in idle time.
    return afterScreenComplete(
      () => {
        void loadLaterTabs().catch(() => undefined);
        prefetchNotes({ requestId }, { ifOlderThan: 60 });
      },
      { idleOnly: true },
    );
  }, [shown, requestId, prefetchNotes]);

  const request = data?.result;
  if (removing) return <Spin tip="Deleting…" />;
  if (!request) {
    return isError ? null : <Spin />;
  }

  const status = executed && executed.for === request ? executed.status : request.status;
  const menuKeys = requestMenuKeys(permissions, request, user);

  return (
    <Card
      // On a phone the four tabs fit beside each other only with less padding (antd would
      // otherwise fold one into a More menu).
      styles={compact ? { body: { padding: 12 } } : undefined}
      title={
        // The card's title ends in an ellipsis when long; the whole name shows on hover. The
        // heading is a block of its own, so it shortens itself (the card head's ellipsis only
        // clips it).
        <Typography.Title
          level={3}
          style={{ margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          title={request.name}
        >
          {request.name}
        </Typography.Title>
      }
      extra={
        // Not keyed by the request: the buttons update in place (remounting them, antd's styles
        // and menus set up again, was a share of a selection's time); each keeps its own state
        // to the request it was for.
        <Flex gap={8} align="center">
          <FollowRequestButton requestId={requestId} />
          <StatusButton
            requestId={requestId}
            status={status}
            onStatusChanged={(next) => {
              update({ executed: { status: next, for: request } });
              onStatusChanged(next);
            }}
          />
          <RequestActions
            request={request}
            keys={menuKeys}
            onEdit={() => onEdit(requestId)}
            editOpening={editOpening}
            onRemoving={setRemoving}
            onDeleted={onDeleted}
          />
        </Flex>
      }
    >
      <RequestHeader request={request} showGpsPath={permissions.canViewGPSPath} />
      <RequestTabs requestId={requestId} compact={compact} />
    </Card>
  );
});
