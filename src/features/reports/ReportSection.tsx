import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDownload } from '@/components/icon/icons';
import { Button, theme } from 'antd';
import type { Cell } from '@/lib/domain/csvCells';
import { Chart, type ChartModel } from './Chart';
import { downloadCsv, tableCsv } from './reportCsv';

export interface ReportTable {
  /** The table's caption, also the CSV file's name. */
  caption: string;
  headers: readonly string[];
  rows: ReadonlyArray<readonly Cell[]>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const shown = (cell: Cell) =>
  cell === null ? '' : typeof cell === 'number' ? cell.toLocaleString('en-US') : String(cell);

/**
 * One report: its heading, the chart (an image with a summary for its name), then the same
 * figures as a table (caption, column headers, a row header per line) and their CSV download.
 * Without figures, one sentence says so in place of both.
 */
export function ReportSection({
  title,
  chart,
  chartLabel,
  table,
  empty,
}: {
  title: string;
  chart: ChartModel;
  chartLabel: string;
  table: ReportTable;
  empty: string;
}) {
  const { token } = theme.useToken();
  const id = `report-${slug(title)}`;
  const cellStyle = {
    padding: `${token.paddingXXS}px ${token.paddingXS}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'left' as const,
  };
  return (
    <section
      aria-labelledby={id}
      style={{
        marginBottom: token.marginXL,
        padding: token.padding,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <h2 id={id} style={{ fontSize: token.fontSizeHeading4, margin: `0 0 ${token.marginSM}px` }}>
        {title}
      </h2>
      {table.rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <Chart model={chart} label={chartLabel} />
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <caption style={{ textAlign: 'left', captionSide: 'top', padding: '8px 0' }}>
                {table.caption}
              </caption>
              <thead>
                <tr>
                  {table.headers.map((header) => (
                    <th key={header} scope="col" style={cellStyle}>
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th key={c} scope="row" style={{ ...cellStyle, fontWeight: 'normal' }}>
                          {shown(cell)}
                        </th>
                      ) : (
                        <td key={c} style={{ ...cellStyle, textAlign: 'right' }}>
                          {shown(cell)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button
            icon={<MdiIcon path={iconDownload} />}
            style={{ marginTop: token.marginSM }}
            onClick={() =>
              downloadCsv(`${slug(table.caption)}.csv`, tableCsv(table.headers, table.rows))
            }
          >
            {`Download CSV: ${title}`}
          </Button>
        </>
      )}
    </section>
  );
}
