import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/lib/config-provider/hooks/useCSSVarCls';
import useTableStyle from 'antd/lib/table/style';
import { useContext } from 'react';

/** The list's column headers, in order (the selection column and the delete column have none). */
export const COMPONENT_COLUMNS = [
  'Type',
  'Name',
  'Description',
  'Status',
  'Version',
  'Required',
] as const;

export const NO_COMPONENTS_TEXT = 'Choose a platform to load its components.';

/**
 * The components list while it has no rows (a new request before its platform is chosen): the
 * markup antd's Table renders for it (the same classes, so the same look; the same table,
 * column headers and empty text for assistive technology), without the Table. antd's Table
 * measures the scroll bar's width when it mounts (a stylesheet inserted and removed, then a style
 * recalculation and a layout of the whole page, the list behind the dialog included): the
 * largest single cost of the render that shows the dialog. The Table mounts once rows come.
 */
export function EmptyComponentsTable() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('table');
  const spinCls = getPrefixCls('spin');
  // As antd's Table: its CSS (built at build time or by antd), its variables and their classes.
  const tableVars = useCSSVarCls(prefixCls);
  const [hashId, themeVars] = useTableStyle(prefixCls, tableVars);
  const own = `${themeVars} ${tableVars} ${hashId}`;
  return (
    <div className={`${themeVars} ${tableVars} ${prefixCls}-wrapper ${hashId}`}>
      <div className={`${spinCls} ${hashId} ${themeVars}`} aria-live="polite" aria-busy="false">
        <div className={`${spinCls}-container`}>
          <div className={`${prefixCls} ${prefixCls}-small ${prefixCls}-empty ${own}`}>
            <div className={`${prefixCls}-container`}>
              <div className={`${prefixCls}-content`}>
                <table style={{ tableLayout: 'auto' }}>
                  <colgroup>
                    <col className={`${prefixCls}-selection-col`} />
                  </colgroup>
                  <thead className={`${prefixCls}-thead`}>
                    <tr>
                      <th className={`${prefixCls}-cell ${prefixCls}-selection-column`} />
                      {COMPONENT_COLUMNS.map((title) => (
                        <th key={title} className={`${prefixCls}-cell`} scope="col">
                          {title}
                        </th>
                      ))}
                      <th className={`${prefixCls}-cell`} />
                    </tr>
                  </thead>
                  <tbody className={`${prefixCls}-tbody`}>
                    <tr className={`${prefixCls}-placeholder`}>
                      <td className={`${prefixCls}-cell`} colSpan={COMPONENT_COLUMNS.length + 2}>
                        {NO_COMPONENTS_TEXT}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
