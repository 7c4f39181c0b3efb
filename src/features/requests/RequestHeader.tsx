import { Descriptions, Typography } from 'antd';
import { useGetUserOrganizationsQuery } from '@/api';
import type { ImageRequest } from '@/api/generated/binaryRequestApi';
import { localTime } from '@/lib/localTime';
import { dueDateText } from './dueDate';

interface RequestHeaderProps {
  request: ImageRequest;
  showGpsPath: boolean;
}

function priorityText(request: ImageRequest): string {
  if (!request.priority) return 'No';
  const due = request.priorityDueDate ? dueDateText(request.priorityDueDate) : '';
  return due ? `Yes, due ${due}` : 'Yes';
}

/** The request's header fields; the GPS Upload Path only with canViewGPSPath. */
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
    ...(showGpsPath
      ? [
          {
            key: 'gpsPath',
            label: 'GPS Upload Path',
            // A long path is shortened on one line and shown whole on hover.
            children: (
              <Typography.Text ellipsis={{ tooltip: request.gpsPath }} style={{ minWidth: 0 }}>
                {request.gpsPath ?? ''}
              </Typography.Text>
            ),
          },
        ]
      : []),
    {
      key: 'description',
      label: 'Description',
      span: 'filled' as const,
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{request.description}</span>,
    },
  ];

  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
