import { ConfigProvider } from 'antd';
import { useColStyle, useRowStyle } from 'antd/lib/grid/style';
import { createContext, useContext, type ReactNode } from 'react';

/** The horizontal gap between the form's columns (px), as antd's `Row gutter`. */
const GutterContext = createContext(0);

/**
 * The request form's grid, drawn as antd's Row and Col draw it (the same elements, classes and
 * gutter styles, so the same look and the same breakpoints, which are antd's CSS), without their
 * components: antd's Row watches the window's breakpoints (six media queries registered and a
 * second render, in a layout effect, for each Row at the opening) for responsive gutters and
 * alignment, which this form does not use.
 */
export function FieldRow({ gutter, children }: { gutter: number; children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('row');
  const [hashId, cssVarCls] = useRowStyle(prefixCls);
  return (
    <GutterContext.Provider value={gutter}>
      <div
        className={`${prefixCls} ${hashId} ${cssVarCls}`}
        style={gutter ? { marginInline: `${gutter / -2}px` } : undefined}
      >
        {children}
      </div>
    </GutterContext.Provider>
  );
}

interface ColProps {
  /** Columns (of 24) at every width, or from 0 and from 576 px up. */
  span?: number;
  xs?: number;
  sm?: number;
  children: ReactNode;
}

/** A column of FieldRow, as antd's `Col span xs sm`. */
export function FieldCol({ span, xs, sm, children }: ColProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('col');
  const [hashId, cssVarCls] = useColStyle(prefixCls);
  const gutter = useContext(GutterContext);
  const classes = [
    prefixCls,
    span !== undefined && `${prefixCls}-${span}`,
    xs !== undefined && `${prefixCls}-xs-${xs}`,
    sm !== undefined && `${prefixCls}-sm-${sm}`,
    hashId,
    cssVarCls,
  ];
  return (
    <div
      style={gutter ? { paddingInline: `${gutter / 2}px` } : undefined}
      className={classes.filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
