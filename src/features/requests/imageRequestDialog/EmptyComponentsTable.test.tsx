import { render, screen, within } from '@testing-library/react';
import { ConfigProvider, Table } from 'antd';
import { appTheme } from '@/app/theme';
import { ComponentsListTable } from './ComponentsListTable';
import { COMPONENT_COLUMNS, NO_COMPONENTS_TEXT } from './EmptyComponentsTable';

const noop = () => undefined;

/** What antd's Table draws for the list with no rows (the list's columns, its empty text). */
function AntdEmptyTable() {
  return (
    <Table
      size="small"
      rowKey="key"
      columns={[...COMPONENT_COLUMNS.map((title) => ({ title, dataIndex: title })), { key: 'x' }]}
      dataSource={[]}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      rowSelection={{ type: 'radio', selectedRowKeys: [] }}
      locale={{ emptyText: NO_COMPONENTS_TEXT }}
    />
  );
}

const themed = (node: React.ReactNode) => <ConfigProvider theme={appTheme}>{node}</ConfigProvider>;

/** The dialog's components list before any component is linked. */
const emptyList = () =>
  themed(
    <ComponentsListTable
      rows={[]}
      selectedKey={null}
      onSelect={noop}
      onDelete={noop}
      markUnlinked={false}
    />,
  );

describe('the components list without components', () => {
  it('is drawn as antd Table draws it: same markup, same classes, so the same look', () => {
    const antd = render(themed(<AntdEmptyTable />));
    const expected = antd.container.innerHTML;
    antd.unmount();
    const plain = render(emptyList());
    expect(plain.container.innerHTML).toBe(expected);
  });

  it('is a table with the column headers and the empty text', () => {
    render(emptyList());
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['', ...COMPONENT_COLUMNS, '']);
    expect(within(table).getByRole('cell', { name: NO_COMPONENTS_TEXT })).toBeInTheDocument();
  });
});
