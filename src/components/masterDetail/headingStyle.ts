import type { CSSProperties } from 'react';

/**
 * A list screen's level-2 heading: antd's 30 px from 430 px up, smaller on a phone, and
 * wrapped between words only (antd's Typography breaks inside a word when one does not fit).
 */
export const LIST_HEADING_STYLE: CSSProperties = {
  fontSize: 'min(30px, 7vw)',
  overflowWrap: 'normal',
  wordBreak: 'normal',
};
