import { Spin } from 'antd';

/**
 * A part of a page whose code or data is on its way. The name and the status role are on a
 * wrapper: antd's Spin puts what it is given on a div without a role, where an aria-label is
 * not allowed (axe: aria-prohibited-attr).
 */
export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <div role="status" aria-label="Loading" aria-busy="true">
        <Spin />
      </div>
    </div>
  );
}
