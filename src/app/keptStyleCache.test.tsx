import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { ConfigProvider, Pagination } from 'antd';
import { appTheme } from './theme';
import { createKeptStyleCache } from './keptStyleCache';

/** The <style> elements holding antd's CSS variables for its pagination. */
const paginationVariables = () =>
  [...document.head.querySelectorAll('style')].filter((style) =>
    (style.textContent ?? '').startsWith('.css-var-app.ant-pagination{'),
  );

describe('createKeptStyleCache', () => {
  it('leaves a component’s CSS variables in the page after its last user unmounts, and adds no second copy for the next', () => {
    const cache = createKeptStyleCache();
    const screen = () => (
      <StyleProvider cache={cache}>
        <ConfigProvider theme={appTheme}>
          <Pagination total={50} />
        </ConfigProvider>
      </StyleProvider>
    );
    const first = render(screen());
    const [variables] = paginationVariables();
    expect(variables).toBeDefined();
    // The screen left: antd's own cache takes the element out here.
    first.unmount();
    expect(paginationVariables()).toEqual([variables]);
    // The next screen with a pager finds it.
    render(screen());
    expect(paginationVariables()).toEqual([variables]);
  });

  it('keeps a style built once after every user has let go of it', () => {
    const cache = createKeptStyleCache();
    const style = ['.ant-list{}', 'hash'];
    const removed = jest.fn();
    // antd's useGlobalCache: built at a count of 0, counted +1 per mounted user, -1 as each
    // unmounts, and forgotten (with its remove callback) when the count would reach 0.
    cache.opUpdate('style%list', (previous) => [previous?.[0] ?? 0, previous?.[1] ?? style]);
    cache.opUpdate('style%list', (previous) => (previous ? [previous[0] + 1, previous[1]] : null));
    cache.opUpdate('style%list', (previous) => {
      const [times = 0, value] = previous ?? [];
      if (times - 1 === 0) {
        removed();
        return null;
      }
      return [times - 1, value];
    });
    expect(removed).not.toHaveBeenCalled();
    expect(cache.opGet('style%list')?.[1]).toBe(style);
  });

  it('stores nothing for a key it never had', () => {
    const cache = createKeptStyleCache();
    cache.opUpdate('style%none', () => null);
    expect(cache.opGet('style%none')).toBeNull();
  });
});
