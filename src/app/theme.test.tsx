import { act, render } from '@testing-library/react';
import { ConfigProvider, Menu } from 'antd';
import { appTheme } from './theme';

/** A CSS variable's value in the first antd variables block whose selector starts with `selector{`. */
const variable = (selector: string, name: string) => {
  const block = [...document.head.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .find((text) => text.startsWith(`${selector}{`));
  return block?.match(new RegExp(`${name}:([^;}]*)`))?.[1];
};

describe('appTheme', () => {
  it('lets the side navigation’s entries change colour at once while the rest of the app keeps its fades', async () => {
    render(
      <ConfigProvider theme={appTheme}>
        <Menu mode="inline" items={[{ key: '/', label: 'Binary Requests' }]} />
      </ConfigProvider>,
    );
    // rc-menu records its entries in a timeout of its own.
    await act(async () => new Promise((done) => setTimeout(done, 0)));
    for (const speed of ['fast', 'mid', 'slow']) {
      expect(variable('.css-var-app.ant-menu-css-var', `--ant-motion-duration-${speed}`)).toBe(
        '0s',
      );
      expect(variable('.css-var-app', `--ant-motion-duration-${speed}`)).toMatch(/^0\.\d+s$/);
    }
  });
});
