import { MenuDropdown } from '@/components/menu/MenuDropdown';
import { OpenDialogButton } from '@/components/lazyDialog/OpenDialogButton';
import { requestMenuLabels, type RequestMenuKey } from './requestMenu';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconMoreActions } from '@/components/icon/icons';

interface RequestActionsMenuProps {
  keys: readonly RequestMenuKey[];
  onSelect(key: RequestMenuKey): void;
  /**
   * Edit Request was chosen and the request dialog's code is on its way: the menu closed on
   * the click, so its button shows the progress and opens no menu meanwhile.
   */
  editOpening?: boolean;
}

/** The three-dot menu; absent when none of its entries applies (spec section 2). */
export function RequestActionsMenu({
  keys,
  onSelect,
  editOpening = false,
}: RequestActionsMenuProps) {
  if (keys.length === 0) return null;
  return (
    <MenuDropdown
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
      <OpenDialogButton
        aria-label="More actions"
        icon={<MdiIcon path={iconMoreActions} />}
        opening={editOpening}
        openingLabel="Loading Edit Request"
      />
    </MenuDropdown>
  );
}
