import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/lib/config-provider/hooks/useCSSVarCls';
import useTabsStyle from 'antd/lib/tabs/style';
import { useContext, useId, useState, type ReactNode } from 'react';

export interface EditorTab<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
  disabled?: boolean;
}

interface Props<K extends string> {
  activeKey: K;
  items: readonly EditorTab<K>[];
}

/**
 * The editor's tabs, drawn as antd's Tabs draws them (the same elements and classes, so the same
 * look; the same tablist, tabs and tab panels, ids and focus stops for assistive technology and
 * the keyboard), without rc-tabs. Only the dialog's own buttons move between the tabs (the
 * others are disabled), so nothing here is clickable and the strip never scrolls: rc-tabs'
 * measuring (a forced layout and a second render in a layout effect at the opening, a resize
 * observer, the hidden "more" menu) is not needed. The ink bar sits under the active tab by CSS.
 * A pane once shown stays mounted, hidden, as with antd (the request's form keeps its state
 * while the Link Components tab shows).
 */
export function EditorTabs<K extends string>({ activeKey, items }: Props<K>) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('tabs');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useTabsStyle(prefixCls, rootCls);
  const id = `editor-tabs-${useId().replace(/[^\w-]/g, '')}`;
  // The panes shown so far (antd renders a pane from its first showing on).
  const [shown, setShown] = useState<readonly K[]>([activeKey]);
  if (!shown.includes(activeKey)) setShown([...shown, activeKey]);
  const content = `${prefixCls}-content`;
  return (
    <div className={`${prefixCls} ${prefixCls}-top ${hashId} ${cssVarCls} ${rootCls}`}>
      <div role="tablist" aria-orientation="horizontal" className={`${prefixCls}-nav`}>
        <div className={`${prefixCls}-nav-wrap`}>
          <div className={`${prefixCls}-nav-list`} style={{ transform: 'translate(0px, 0px)' }}>
            {items.map((tab) => {
              const active = tab.key === activeKey;
              return (
                <div
                  key={tab.key}
                  data-node-key={tab.key}
                  className={[
                    `${prefixCls}-tab`,
                    active && `${prefixCls}-tab-active`,
                    tab.disabled && `${prefixCls}-tab-disabled`,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                >
                  <div
                    role="tab"
                    aria-selected={active}
                    className={`${prefixCls}-tab-btn`}
                    aria-disabled={tab.disabled === true}
                    tabIndex={active ? 0 : undefined}
                    id={`${id}-tab-${tab.key}`}
                    aria-controls={`${id}-panel-${tab.key}`}
                  >
                    {tab.label}
                  </div>
                  {active && (
                    <div
                      className={`${prefixCls}-ink-bar`}
                      style={{ width: '100%', left: '50%', transform: 'translateX(-50%)' }}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <div className={`${prefixCls}-body-holder`}>
        <div className={`${prefixCls}-body ${prefixCls}-body-top`}>
          {items
            .filter((tab) => shown.includes(tab.key) || tab.key === activeKey)
            .map((tab) => {
              const active = tab.key === activeKey;
              const hasContent = tab.children !== null && tab.children !== undefined;
              return (
                <div
                  key={tab.key}
                  role="tabpanel"
                  tabIndex={active && hasContent ? 0 : -1}
                  aria-hidden={!active}
                  className={
                    active ? `${content} ${content}-active` : `${content} ${content}-hidden`
                  }
                  id={`${id}-panel-${tab.key}`}
                  aria-labelledby={`${id}-tab-${tab.key}`}
                >
                  {tab.children}
                </div>
              );
            })}
        </div>
      </div>
    </div>
  );
}
