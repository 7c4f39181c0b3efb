import { theme } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface PageTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * The page's two tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between them and
 * show the one reached). antd's Tabs, with its overflow menu, animations and icons, is 12 KB
 * gzip of the JavaScript Data Management asked for before it showed; this draws the same line
 * and underline from the theme's tokens. A panel is rendered once first shown and kept (as
 * antd's Tabs do), hidden while another tab is shown.
 */
export function PageTabs({ items }: { items: readonly PageTab[] }) {
  const { token } = theme.useToken();
  const ids = useId();
  const [active, setActive] = useState(items[0]?.key);
  const [shown, setShown] = useState<ReadonlySet<string | undefined>>(() => new Set([active]));
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const show = (key: string) => {
    setActive(key);
    setShown((keys) => (keys.has(key) ? keys : new Set([...keys, key])));
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const key = items[target].key;
    show(key);
    tabs.current.get(key)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        style={{
          display: 'flex',
          gap: token.marginXL,
          borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          marginBottom: token.margin,
        }}
      >
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabs.current.set(item.key, element);
                else tabs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${ids}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${ids}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => show(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              style={{
                padding: `${token.paddingSM}px 0`,
                marginBottom: -token.lineWidth,
                border: 'none',
                borderBottom: `${token.lineWidthBold}px solid ${selected ? token.colorPrimary : 'transparent'}`,
                background: 'none',
                cursor: 'pointer',
                font: 'inherit',
                fontSize: token.fontSize,
                color: selected ? token.colorPrimary : token.colorText,
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        shown.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${ids}-panel-${item.key}`}
            aria-labelledby={`${ids}-tab-${item.key}`}
            hidden={item.key !== active}
            aria-hidden={item.key !== active}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
