/**
 * Stands in for antd's table filter dropdown (see webpack.config.ts): no table of the app
 * filters its columns, yet the dropdown brings Tree, Radio, Menu and Dropdown into every
 * screen that shows a table. The build fails when a column option of antd's filters shows up
 * in src/ (tableFilterCheck in webpack.config.ts); if one slips through, this says why at once.
 */
interface FilterItem {
  value: unknown;
  children?: FilterItem[];
}

export function flattenKeys(items: FilterItem[] | undefined): unknown[] {
  return (items ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

export default function NoTableFilterDropdown(): never {
  throw new Error(
    'antd Table column filters are stubbed out of the bundle: remove the FilterDropdown replacement in webpack.config.ts to use them',
  );
}
