import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { requestMenuLabels, type RequestMenuKey } from './requestMenu';

interface RequestActionsMenuProps {
  keys: readonly RequestMenuKey[];
  onSelect(key: RequestMenuKey): void;
}

/** The three-dot menu; absent when none of its entries applies (spec section 2). */
export function RequestActionsMenu({ keys, onSelect }: RequestActionsMenuProps) {
  if (keys.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: keys.map((key) => ({
          key,
          label: requestMenuLabels[key],
          danger: key === 'deleteRequest' || key === 'deleteSubmission',
        })),
        onClick: ({ key }) => {
          const chosen = keys.find((candidate) => candidate === key);
          if (chosen) onSelect(chosen);
        },
      }}
    >
      <Button aria-label="More actions" icon={<MoreOutlined />} />
    </Dropdown>
  );
}
