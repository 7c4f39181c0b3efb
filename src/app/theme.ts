import type { ThemeConfig } from 'antd';

/**
 * The app's antd theme: antd's defaults with the colours that fail WCAG 2.1 AA contrast
 * (4.5:1 for text) replaced, once, for every screen. Measured on white and on the selected
 * list item's light blue (colorPrimaryBg), the darkest background text sits on.
 *
 * - Blue #0958d9 (antd's blue-7; #1677ff gives 4.1:1 under white button text and 3.7:1 as
 *   link text on the selected item): 6.2:1 on white, 5.5:1 on its own light background;
 *   its hover shade #2266dd, 5.2:1.
 * - Secondary grey texts: antd's tertiary and quaternary (45% and 25% black, 3.4:1 and 1.8:1)
 *   carry descriptions, group titles, placeholders, empty tables and icons; 60% and 56% black give 5.7:1 and
 *   4.9:1 on white and stay lighter than colorTextSecondary (65%), so the hierarchy remains.
 * - Red, green and orange one step darker than antd's, for error messages, success and
 *   warning texts (antd's give 3.3:1, 2.2:1 and 2.1:1 on white).
 */
export const appTheme: ThemeConfig = {
  // A fixed key for the theme's CSS variables' class (antd takes React's useId otherwise, which
  // differs between the build and the browser): antd's CSS computed at build time
  // (scripts/antdStyles.tsx) then matches what the browser's antd looks for.
  cssVar: { key: 'css-var-app' },
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextQuaternary: 'rgba(0, 0, 0, 0.56)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Disabled controls are exempt from the contrast rule, but antd also greys texts that are
    // not disabled in it (a table's 'No data'); disabled controls keep their grey background.
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
    // Hovered (and open) primary buttons and links: antd's lighter blue gives white 4.2:1.
    colorPrimaryHover: '#2266dd',
    colorLinkHover: '#2266dd',
    // Focus: antd outlines focused buttons, menu items and tabs in colorPrimaryBorder (#91caff
    // by default, 1.9:1 on white); a stronger blue meets the 3:1 asked of a state indicator.
    // Focused inputs and selects get their ring from controlOutline, made easier to see too.
    colorPrimaryBorder: '#1677ff',
    controlOutline: 'rgba(9, 88, 217, 0.3)',
  },
  components: {
    // The side navigation's entries change colour at once, without antd's fades (hover, press,
    // the chosen entry's bar): each frame of a fade restyles and repaints on the main thread
    // while the screen asked for is fetched and built (issue 20, docs/performance.md).
    Menu: { motionDurationFast: '0s', motionDurationMid: '0s', motionDurationSlow: '0s' },
  },
};
