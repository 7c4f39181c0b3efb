import { Descriptions, Typography } from 'antd';
import { useGetUserOrganizationsQuery } from '@/api';
import type { ImageRequest } from '@/api/generated/binaryRequestApi';
import type { CSSProperties } from 'react';
import { localTime } from '@/lib/localTime';
import { dueDateText } from './dueDate';

interface RequestHeaderProps {
  request: ImageRequest;
  showGpsPath: boolean;
}

const wrappedPath: CSSProperties = {
  display: 'block',
  width: 0,
  minWidth: '100%',
  overflowWrap: 'anywhere',
};

function priorityText(request: ImageRequest): string {
  if (!request.priority) return 'No';
  const due = request.priorityDueDate ? dueDateText(request.priorityDueDate) : '';
  return due ? `Yes, due ${due}` : 'Yes';
}

/** The request's header fields; the GPS Upload Path only with canViewGPSPath, on the last row. */
export function RequestHeader({ request, showGpsPath }: RequestHeaderProps) {
  // The organization's name, when it is one of the user's (the request carries only its id).
  const organizations = useGetUserOrganizationsQuery();
  const organization = organizations.data?.result.find((org) => org.id === request.organizationId);

  const items = [
    {
      key: 'manufacturer',
      label: 'Manufacturer',
      children: `${request.manufacturerName} / ${request.manufacturer}`,
    },
    ...(organization
      ? [{ key: 'organization', label: 'Organization', children: organization.name }]
      : []),
    {
      key: 'priority',
      label: 'Priority',
      children: (
        <Typography.Text type={request.pastDue ? 'danger' : undefined}>
          {priorityText(request)}
        </Typography.Text>
      ),
    },
    { key: 'createdBy', label: 'Created By', children: request.createdBy },
    { key: 'createdOn', label: 'Created On', children: localTime(request.createdOn) },
    {
      key: 'description',
      label: 'Description',
      span: 'filled' as const,
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{request.description}</span>,
    },
    ...(showGpsPath
      ? [
          {
            key: 'gpsPath',
            label: 'GPS Upload Path',
            // A row of its own, last, where a path of up to 1,000 characters wraps whole and
            // selectable. It sets no width of its own, so it never widens the columns: shown
            // with antd's one-line ellipsis, the table cell grew to the unbroken path, past
            // the card and the window, and shortened nothing.
            span: 'filled' as const,
            children: <span style={wrappedPath}>{request.gpsPath ?? ''}</span>,
          },
        ]
      : []),
  ];

  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
