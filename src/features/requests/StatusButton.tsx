import { Button, type MenuProps } from 'antd';
import { useExecuteWorkflowActionMutation, useGetWorkflowActionsQuery } from '@/api';
import { runningForRequest } from '@/api/runningForRequest';
import { MenuDropdown } from '@/components/menu/MenuDropdown';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDropdown } from '@/components/icon/icons';

interface StatusButtonProps {
  requestId: number;
  status: string;
  /** The new status (the executed action's result.description). */
  onStatusChanged(status: string): void;
}

/**
 * The request's status, as a button whose menu lists the workflow actions the user may
 * run now. Executing one reloads the request, the list, the actions and the events through
 * their cache tags; failures are shown by the error snackbar ('Failed to load available
 * actions.' / 'Failed to execute workflow action.' without an answer).
 */
export function StatusButton({ requestId, status, onStatusChanged }: StatusButtonProps) {
  const actions = useGetWorkflowActionsQuery({ requestId });
  const [execute, execution] = useExecuteWorkflowActionMutation();
  const isLoading = runningForRequest(execution, requestId);
  const options = actions.data?.result ?? [];

  const items: MenuProps['items'] =
    options.length > 0
      ? options.map((action) => ({
          key: action.id,
          label: action.description,
          disabled: isLoading,
        }))
      : [
          {
            key: 'none',
            label: actions.isFetching ? 'Loading actions…' : 'No actions available',
            disabled: true,
          },
        ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    try {
      const response = await execute({ requestId, actionId: key }).unwrap();
      onStatusChanged(response.result.description);
    } catch {
      // Reported by the error snackbar.
    }
  };

  return (
    // Not disabled while an action runs (its entries are): a disabled button would drop the
    // focus to the page, and the user would lose their place after every status change.
    <MenuDropdown menu={{ items, onClick: (info) => void onClick(info) }}>
      <Button type="primary" loading={isLoading} aria-label={`Status: ${status}`}>
        {status}
        <MdiIcon path={iconDropdown} />
      </Button>
    </MenuDropdown>
  );
}
