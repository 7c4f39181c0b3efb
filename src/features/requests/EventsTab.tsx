import { Empty, Spin, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useGetEventsQuery } from '@/api';
import { localTime } from '@/lib/localTime';

/** The request's history, newest first whatever order it arrives in, in local time. */
export function EventsTab({ requestId }: { requestId: number }) {
  const { data, isFetching } = useGetEventsQuery({ requestId });
  const events = [...(data?.result ?? [])].sort(
    (a, b) => dayjs(b.createdOn).valueOf() - dayjs(a.createdOn).valueOf(),
  );

  return (
    <Spin spinning={isFetching}>
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No events" />
      ) : (
        <Timeline
          style={{ paddingTop: 8 }}
          items={events.map((event) => ({
            key: event.objectId,
            content: (
              <div data-testid="event">
                <Typography.Text strong>{event.eventName}</Typography.Text>
                <div>{event.description}</div>
                <Typography.Text type="secondary">
                  {event.createdBy} · {localTime(event.createdOn)}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Spin>
  );
}
