import { theme } from 'antd';
import { memo, useEffect, type CSSProperties } from 'react';
import type { ImageRequestRow } from '@/api/generated/binaryRequestApi';
import { localTime } from '@/lib/localTime';
import { afterScreenComplete } from '@/lib/screenComplete';
import { listDueDate } from './dueDate';
import { usePrefetchRequestDetails } from './usePrefetchRequestDetails';

// Long names end in an ellipsis on one line and show whole on hover (the title); minWidth 0 lets
// them shrink beside the status and time. Plain spans, not antd's Typography: its measured
// ellipsis re-renders every row, and it brings Tooltip and TextArea into the list's code.
const shrinking: CSSProperties = {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const fixed: CSSProperties = { whiteSpace: 'nowrap', flex: 'none' };
const line: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 8 };

interface Props {
  row: ImageRequestRow;
  /** Sorted by Priority Due Date: the order is by a date the item must then show. */
  showDueDate?: boolean;
}

/**
 * One row of the request list: upload name, manufacturer, status, creator, local creation
 * time, and the due date while the list is sorted by it. Memoised: selecting a request, or a
 * key typed in the search box, renders only the rows that changed. Once the screen is complete
 * the row's details' first calls are made in idle time, so selecting it shows its details at
 * once; a pointer over the row makes them too, when idle time has not come yet.
 */
export const RequestListItem = memo(function RequestListItem({ row, showDueDate = false }: Props) {
  const { token } = theme.useToken();
  const prefetchDetails = usePrefetchRequestDetails();
  // All of its details' first calls, not the request alone: an answer arriving while a click's
  // render of the details is under way made React throw that render away and do it again,
  // blocking (issue 20: select until its details show).
  useEffect(
    () => afterScreenComplete(() => prefetchDetails(row.id), { idleOnly: true }),
    [row.id, prefetchDetails],
  );
  const secondary: CSSProperties = { color: token.colorTextSecondary };
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      // A pointer on its way to the row (or pressing it): its details' calls start now, before
      // the click selects it.
      onPointerEnter={() => prefetchDetails(row.id)}
      onPointerDown={() => prefetchDetails(row.id)}
    >
      <div style={line}>
        <strong style={{ ...shrinking, fontWeight: token.fontWeightStrong }} title={row.uploadName}>
          {row.uploadName}
        </strong>
        <span style={{ ...fixed, ...secondary }}>{row.status}</span>
      </div>
      <div style={line}>
        <span style={{ ...shrinking, ...secondary }} title={row.manufacturer}>
          {row.manufacturer}
        </span>
        {showDueDate && (
          <span style={{ ...fixed, ...secondary }}>{listDueDate(row.priorityDueDate)}</span>
        )}
      </div>
      <div style={line}>
        <span style={{ ...shrinking, ...secondary }} title={row.createdBy}>
          {row.createdBy}
        </span>
        <span style={{ ...fixed, ...secondary }}>{localTime(row.createdOn)}</span>
      </div>
    </div>
  );
});
