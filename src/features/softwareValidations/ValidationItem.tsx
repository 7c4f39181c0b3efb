import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { localTime } from '@/lib/localTime';
import type { SoftwareValidationRow } from '@/api/generated/softwareValidationApi';

// Long names end in an ellipsis on one line and show whole on hover (the title). Plain spans, not
// antd's Typography: its measured ellipsis re-renders every row and brings Tooltip and TextArea.
const shrinking: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/** One software validation in the list: upload name, local creation time, creator, manufacturer. */
export function ValidationItem({ row }: { row: SoftwareValidationRow }) {
  const { token } = theme.useToken();
  const secondary: CSSProperties = { color: token.colorTextSecondary };
  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <strong style={{ ...shrinking, fontWeight: token.fontWeightStrong }} title={row.uploadName}>
        {row.uploadName}
      </strong>
      <span style={secondary}>{localTime(row.createdOn)}</span>
      <span style={{ ...shrinking, ...secondary }} title={row.createdBy}>
        {row.createdBy}
      </span>
      <span style={{ ...shrinking, ...secondary }} title={row.manufacturer}>
        {row.manufacturer}
      </span>
    </div>
  );
}
