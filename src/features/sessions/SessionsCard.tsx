import { useRef } from 'react';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import {
  useEndMyOtherSessionsMutation,
  useEndMySessionMutation,
  useGetMySessionsQuery,
} from '@/api';
import type { Session } from '@/api/generated/accountApi';
import { failureMessage } from '@/api/failureMessage';
import { useAppDispatch } from '@/app/hooks';
import { ConfirmButton } from '@/components/dialog/ConfirmButton';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { localTime } from '@/lib/localTime';
import { deviceName } from './deviceName';
import { methodLabels, sessionMessages } from './sessionMessages';

/**
 * The User Profile's sessions (issue 21): where the user is signed in, each ended on its own or all
 * but this browser at once. An ended session's browser is signed out on its next call (its 401).
 */
export function SessionsCard() {
  const dispatch = useAppDispatch();
  // A failed load is reported by the error snackbar ('Failed to get your sessions.').
  const { data, isLoading } = useGetMySessionsQuery();
  const [endOne, endingOne] = useEndMySessionMutation();
  const [endOthers, endingOthers] = useEndMyOtherSessionsMutation();
  const sessions = data?.result ?? [];
  const others = sessions.filter((session) => !session.current);
  const table = useRef<HTMLDivElement>(null);

  const run = async (call: () => Promise<{ message: string }>) => {
    try {
      dispatch(showSuccess((await call()).message));
    } catch (error) {
      dispatch(showError(`${sessionMessages.endFailed}${failureMessage(error)}`));
      // Told; the question's button keeps the focus.
      throw error;
    }
  };

  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          {sessionMessages.title}
        </Typography.Title>
      }
      extra={
        <ConfirmButton
          title={sessionMessages.endOthersTitle}
          message={sessionMessages.endOthersConfirm}
          okText={sessionMessages.endOthers}
          onConfirm={() => run(() => endOthers().unwrap())}
          danger
          disabled={others.length === 0}
          loading={endingOthers.isLoading}
        >
          {sessionMessages.endOthers}
        </ConfirmButton>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text>{sessionMessages.intro}</Typography.Text>
        <div ref={table}>
          <Table<Session>
            rowKey="sessionId"
            size="small"
            loading={isLoading}
            pagination={false}
            dataSource={sessions}
            scroll={{ x: true }}
            columns={[
              {
                title: 'Device',
                key: 'device',
                render: (_, session) => (
                  <Flex gap={8} wrap align="center">
                    <span title={session.userAgent}>{deviceName(session.userAgent)}</span>
                    {session.current && <Tag color="blue">{sessionMessages.thisBrowser}</Tag>}
                  </Flex>
                ),
              },
              { title: 'Address', dataIndex: 'address', key: 'address' },
              {
                title: 'Last seen',
                key: 'lastSeen',
                render: (_, session) => localTime(session.lastSeenAt),
              },
              {
                title: 'Signed in',
                key: 'created',
                render: (_, session) =>
                  `${localTime(session.createdAt)} (${methodLabels[session.method]})`,
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, session) =>
                  session.current ? null : (
                    <ConfirmButton
                      title={sessionMessages.endTitle(deviceName(session.userAgent))}
                      message={sessionMessages.endConfirm}
                      okText={sessionMessages.end}
                      onConfirm={() =>
                        run(() =>
                          endOne({ endSessionRequest: { sessionId: session.sessionId } }).unwrap(),
                        )
                      }
                      // The ended session's row leaves with the list's reload: another session's
                      // End, if any is left.
                      focusAfterDone={() =>
                        table.current?.querySelector<HTMLElement>(
                          `tr:not([data-row-key="${session.sessionId}"]) button:not(:disabled)`,
                        ) ?? null
                      }
                      size="small"
                      danger
                      disabled={endingOne.isLoading}
                      aria-label={`${sessionMessages.end} ${deviceName(session.userAgent)}, last seen ${localTime(session.lastSeenAt)}`}
                    >
                      {sessionMessages.end}
                    </ConfirmButton>
                  ),
              },
            ]}
          />
        </div>
      </Flex>
    </Card>
  );
}
