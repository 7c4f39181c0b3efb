import { Button, Form, Space } from 'antd';
import { useGetAvailableQuickActionsQuery } from '@/api';
import { MenuDropdown } from '@/components/menu/MenuDropdown';
import { SAVE_ACTION } from './imageRequestMessages';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDropdown } from '@/components/icon/icons';

interface Props {
  requestId?: number;
  disabled: boolean;
  onSubmit(actionId: string): void;
}

/**
 * A split button: Save (the fixed empty-UUID action) always comes first; the menu adds the
 * quick actions the server offers for the request's state and organization.
 */
export function SubmitActions({ requestId, disabled, onSubmit }: Props) {
  // Watched here, not in the request tab: its change at the opening (useWatch learns the
  // value in an effect) then renders only this.
  const organizationId = Form.useWatch<string | undefined>(
    'organizationId',
    Form.useFormInstance(),
  );
  const { data } = useGetAvailableQuickActionsQuery(
    { requestId, organizationId: organizationId ?? '' },
    { skip: !organizationId },
  );
  const actions = [SAVE_ACTION, ...(data?.result ?? [])];

  return (
    <Space.Compact>
      <Button type="primary" disabled={disabled} onClick={() => onSubmit(SAVE_ACTION.id)}>
        {SAVE_ACTION.description}
      </Button>
      <MenuDropdown
        disabled={disabled}
        menu={{
          items: actions.map((action) => ({ key: action.id, label: action.description })),
          onClick: ({ key }) => onSubmit(key),
        }}
      >
        <Button
          type="primary"
          disabled={disabled}
          icon={<MdiIcon path={iconDropdown} />}
          aria-label="Submit actions"
        />
      </MenuDropdown>
    </Space.Compact>
  );
}
