import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { actionLabel, valueText } from './auditLabels';

type Fields = Record<string, unknown> | null;

// Read by screen readers instead of the arrow.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * An entry's before -> after as one line per field: "Name: Old → New" for a change, the value
 * alone when the record was created (no before) or removed (no after). Details (a failed
 * sign-in's reason, an export's filters) follow.
 */
export function ChangeList({
  before,
  after,
  details,
}: {
  before: Fields;
  after: Fields;
  details: Record<string, unknown>;
}) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const detailKeys = Object.keys(details);
  if (keys.length === 0 && detailKeys.length === 0) return <Typography.Text>—</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {keys.map((key) => (
        <li key={`f-${key}`}>
          <strong>{actionLabel(key)}:</strong>{' '}
          {before && after ? (
            <>
              <del>{valueText(before[key])}</del>
              <span aria-hidden> → </span>
              <span style={visuallyHidden}> changed to </span>
              <ins style={{ textDecoration: 'none' }}>{valueText(after[key])}</ins>
            </>
          ) : (
            valueText((after ?? before)?.[key])
          )}
        </li>
      ))}
      {detailKeys.map((key) => (
        <li key={`d-${key}`}>
          <Typography.Text type="secondary">
            {actionLabel(key)}: {valueText(details[key])}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
