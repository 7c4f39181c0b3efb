import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/lib/config-provider/hooks/useCSSVarCls';
import useTabsStyle from 'antd/lib/tabs/style';
import { useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface LightTab<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
  disabled?: boolean;
}

interface Props<K extends string> {
  activeKey: K;
  items: readonly LightTab<K>[];
  /** A tab chosen (clicked, or Enter or Space on the focused one). Without it, none is clickable. */
  onChange?(key: K): void;
  /** The space between two tabs, in pixels (antd's default otherwise). */
  tabBarGutter?: number;
}

/**
 * Tabs drawn as antd's Tabs draws them (the same elements and classes, so the same look; the
 * same tablist, tabs and tab panels, ids and focus stops for assistive technology), without
 * rc-tabs: its measuring (a forced layout and a second render in a layout effect, a resize
 * observer, the hidden "more" menu) cost the request card ~30 ms of layout and its own chunk on
 * every cold load, and the request dialog its opening (issue 20). The strip never scrolls: the
 * app's tabs are few and short. The ink bar sits under the active tab by CSS.
 *
 * The keyboard as antd's: the arrow keys (and Home, End) move focus between the enabled tabs,
 * Enter or Space shows the focused one (a screen reader tells "tab, 2 of 4" from the roles).
 * A pane once shown stays mounted, hidden, as with antd (the request's form keeps its state
 * while Link Components shows); a tab whose children are null has an empty pane.
 */
export function LightTabs<K extends string>({
  activeKey,
  items,
  onChange,
  tabBarGutter,
}: Props<K>) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('tabs');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useTabsStyle(prefixCls, rootCls);
  const id = `light-tabs-${useId().replace(/[^\w-]/g, '')}`;
  // The panes shown so far (antd renders a pane from its first showing on).
  const [shown, setShown] = useState<readonly K[]>([activeKey]);
  if (!shown.includes(activeKey)) setShown([...shown, activeKey]);
  // The tab focused from the keyboard (antd's class for its focus ring).
  const [focusKey, setFocusKey] = useState<K | undefined>();
  const buttons = useRef(new Map<K, HTMLDivElement>());
  // A tab focused by the pointer gets no focus ring (antd's rule, with :focus-visible).
  const pointer = useRef(false);
  const content = `${prefixCls}-content`;
  const enabled = items.filter((tab) => !tab.disabled).map((tab) => tab.key);

  const focusTab = (key: K | undefined) => {
    if (key === undefined) return;
    setFocusKey(key);
    buttons.current.get(key)?.focus();
  };
  // On the tab that has focus (`key`): where the arrow keys start, what Enter shows.
  const onKeyDown = (event: KeyboardEvent, key: K) => {
    if (!onChange) return;
    const at = enabled.indexOf(key);
    const step = (offset: number) => enabled[(at + offset + enabled.length) % enabled.length];
    const target = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => enabled[0],
      End: () => enabled.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      focusTab(target());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChange(key);
    }
  };

  return (
    <div className={`${prefixCls} ${prefixCls}-top ${hashId} ${cssVarCls} ${rootCls}`}>
      <div role="tablist" aria-orientation="horizontal" className={`${prefixCls}-nav`}>
        <div className={`${prefixCls}-nav-wrap`}>
          <div className={`${prefixCls}-nav-list`} style={{ transform: 'translate(0px, 0px)' }}>
            {items.map((tab, index) => {
              const active = tab.key === activeKey;
              const focused = tab.key === focusKey;
              const choose = () => !tab.disabled && onChange?.(tab.key);
              return (
                <div
                  key={tab.key}
                  data-node-key={tab.key}
                  className={[
                    `${prefixCls}-tab`,
                    active && `${prefixCls}-tab-active`,
                    tab.disabled && `${prefixCls}-tab-disabled`,
                    focused && `${prefixCls}-tab-focus`,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  style={
                    index > 0 && tabBarGutter !== undefined
                      ? { marginInlineStart: tabBarGutter }
                      : undefined
                  }
                  onClick={onChange && choose}
                >
                  <div
                    ref={(element) => {
                      if (element) buttons.current.set(tab.key, element);
                      else buttons.current.delete(tab.key);
                    }}
                    role="tab"
                    aria-selected={active}
                    className={`${prefixCls}-tab-btn`}
                    aria-disabled={tab.disabled}
                    tabIndex={active ? 0 : onChange && !tab.disabled ? -1 : undefined}
                    id={`${id}-tab-${tab.key}`}
                    aria-controls={`${id}-panel-${tab.key}`}
                    onKeyDown={onChange && ((event) => onKeyDown(event, tab.key))}
                    onFocus={onChange && (() => !pointer.current && setFocusKey(tab.key))}
                    onMouseDown={onChange && (() => (pointer.current = true))}
                    onMouseUp={onChange && (() => (pointer.current = false))}
                    onBlur={
                      onChange && (() => setFocusKey((key) => (key === tab.key ? undefined : key)))
                    }
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
