import type { ReactNode } from 'react';

/**
 * Stands in for antd's tooltip UniqueProvider inside ConfigProvider (see webpack.config.ts):
 * ConfigProvider only renders it with `tooltip.unique`, which the app never sets, yet importing
 * it puts @rc-component/trigger into every page's first JavaScript, the login page's included.
 */
export default function NoTooltipUniqueProvider({ children }: { children?: ReactNode }) {
  return children;
}
