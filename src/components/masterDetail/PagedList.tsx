import { Empty, Pagination, Spin, theme } from 'antd';
import { memo, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { PAGE_SIZE, type ListParams } from './useListParams';

export interface ItemState {
  selected: boolean;
}

interface PagedListProps<T, F extends string> {
  params: ListParams<F>;
  rows: readonly T[];
  rowCount: number;
  /**
   * The server stopped counting (GetRequests' `rowCountCapped`): more than `rowCount` rows
   * match, and how many pages there are is not known yet.
   */
  rowCountCapped?: boolean;
  loading: boolean;
  getId(row: T): number | string;
  renderItem(row: T, state: ItemState): ReactNode;
  /** Rows drawn with the error tint (past-due requests). */
  isDanger?(row: T): boolean;
  /** The list's accessible name. */
  label: string;
  emptyText?: ReactNode;
  /** The user clicked an item (not the automatic selection after a load, nor the arrow keys). */
  onPick?(id: string): void;
}

/** pages = ceiling(rowCount / 10) (spec section 9); at least one so the pager never reads 0. */
export function pageCount(rowCount: number): number {
  return Math.max(1, Math.ceil(rowCount / PAGE_SIZE));
}

/**
 * The pager's item total. An exact count is the spec's. A capped count is a lower bound (more
 * than `rowCount` rows match): one row more makes the page after the known ones reachable, so
 * the user can page on past the cap; each page there tells the server's new lower bound, and
 * the page that ends the matches makes the count exact (and the pager end) again.
 */
export function pagerTotal(rowCount: number, capped: boolean): number {
  return capped ? rowCount + 1 : rowCount;
}

/**
 * The selectable list and its pager. The list is one tab stop; ArrowUp / ArrowDown move the
 * selection within the page (replacing the history entry, so holding a key does not flood
 * the back button).
 */
export function PagedList<T, F extends string>({
  params,
  rows,
  rowCount,
  rowCountCapped = false,
  loading,
  getId,
  renderItem,
  isDanger,
  label,
  emptyText,
  onPick,
}: PagedListProps<T, F>) {
  const { token } = theme.useToken();
  const listRef = useRef<HTMLDivElement>(null);
  const ids = rows.map((row) => String(getId(row)));
  const selectedIndex = params.selectedId === null ? -1 : ids.indexOf(params.selectedId);

  useEffect(() => {
    if (selectedIndex < 0) return;
    const item = listRef.current?.querySelectorAll<HTMLElement>('[role="option"]')[selectedIndex];
    // jsdom has no scrollIntoView.
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (ids.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = Math.min(ids.length - 1, Math.max(0, selectedIndex + step));
    if (next !== selectedIndex) params.select(ids[next], { replace: true });
  };

  const background = (row: T, selected: boolean): string | undefined => {
    const danger = isDanger?.(row) ?? false;
    if (danger) return selected ? token.colorErrorBgHover : token.colorErrorBg;
    return selected ? token.colorPrimaryBg : undefined;
  };

  return (
    <Spin spinning={loading}>
      <div
        ref={listRef}
        role="listbox"
        aria-label={label}
        aria-activedescendant={
          selectedIndex >= 0 ? `${label}-item-${ids[selectedIndex]}` : undefined
        }
        tabIndex={0}
        onKeyDown={onKeyDown}
        style={{
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          minHeight: 120,
          outlineColor: token.colorPrimary,
        }}
      >
        {rows.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? 'No items'} />
        ) : (
          rows.map((row, index) => {
            const selected = index === selectedIndex;
            const danger = isDanger?.(row) ?? false;
            return (
              <div
                key={ids[index]}
                id={`${label}-item-${ids[index]}`}
                role="option"
                aria-selected={selected}
                data-tint={danger ? 'danger' : undefined}
                onClick={() => {
                  if (!selected) params.select(ids[index]);
                  onPick?.(ids[index]);
                }}
                style={{
                  cursor: 'pointer',
                  padding: '8px 12px',
                  background: background(row, selected),
                  borderLeft: `3px solid ${selected ? token.colorPrimary : 'transparent'}`,
                  borderBottom:
                    index < rows.length - 1 ? `1px solid ${token.colorBorderSecondary}` : undefined,
                }}
              >
                {renderItem(row, { selected })}
              </div>
            );
          })
        )}
      </div>
      <Pager
        page={params.page}
        rowCount={rowCount}
        rowCountCapped={rowCountCapped}
        setPage={params.setPage}
      />
    </Spin>
  );
}

interface PagerProps {
  page: number;
  rowCount: number;
  rowCountCapped: boolean;
  setPage(page: number): void;
}

/**
 * The pager, and the capped count's note. Memoised: a selection within the page leaves it as it
 * is (issue 20: select a request until its details show).
 */
const Pager = memo(function Pager({ page, rowCount, rowCountCapped, setPage }: PagerProps) {
  const { token } = theme.useToken();
  return (
    <>
      <Pagination
        style={{ marginTop: 12 }}
        align="center"
        current={page}
        pageSize={PAGE_SIZE}
        total={pagerTotal(rowCount, rowCountCapped)}
        showSizeChanger={false}
        // Fewer page buttons on a phone, so the pager fits its width.
        responsive
        hideOnSinglePage={false}
        onChange={(next) => setPage(next)}
      />
      {rowCountCapped && (
        // The spec's pager knows its last page; past the server's count cap it does not, so say so.
        <p
          style={{
            marginTop: 4,
            marginBottom: 0,
            textAlign: 'center',
            color: token.colorTextSecondary,
          }}
        >
          {`More than ${rowCount.toLocaleString('en-US')} matches`}
        </p>
      )}
    </>
  );
});
