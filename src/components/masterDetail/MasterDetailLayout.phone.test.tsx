import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@/testing/server';
import { setViewportWidth } from '@/testing/viewport';
import { DETAILS_COLUMN_CLASS } from './masterDetailColumns';
import { renderMasterDetail, rowsHandler } from './masterDetailFixture';

function renderList() {
  server.use(rowsHandler(3));
  return renderMasterDetail();
}

const list = () => screen.getByRole('listbox', { name: 'Items' });

let restore: () => void;
// jsdom has no scrollIntoView: record which element was brought into view.
const scrolled: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});
beforeEach(() => {
  scrolled.length = 0;
});
afterEach(() => restore());

describe('MasterDetailLayout on a phone (390 px): details stacked under the list', () => {
  beforeEach(() => {
    restore = setViewportWidth(390);
  });

  it('a picked item brings its details into view; Back to list returns to the list with the selection kept', async () => {
    const { user, router } = renderList();
    await user.click(await within(list()).findByText('Upload 2'));
    await waitFor(() => expect(screen.getByTestId('detail')).toHaveTextContent('Detail 2'));
    expect(new URLSearchParams(router.state.location.search).get('sel')).toBe('2');
    expect(scrolled.some((element) => element.contains(screen.getByTestId('detail')))).toBe(true);

    await user.click(screen.getByRole('button', { name: /Back to list/ }));
    expect(list()).toHaveFocus();
    expect(scrolled.at(-1)).toBe(list());
    expect(new URLSearchParams(router.state.location.search).get('sel')).toBe('2');
  });

  it('keeps the details at least a window tall, so details still loading can be scrolled to the top of the window', async () => {
    renderList();
    await waitFor(() => expect(screen.getByTestId('detail')).toHaveTextContent('Detail 1'));
    // The column the click scrolls to.
    const column = screen.getByTestId('detail').closest(`.${DETAILS_COLUMN_CLASS}`);
    expect(column).toHaveStyle({ minHeight: '100vh' });
  });
});

describe('MasterDetailLayout on a laptop (1280 px): details beside the list', () => {
  beforeEach(() => {
    restore = setViewportWidth(1280);
  });

  it('neither scrolls to the details nor offers Back to list', async () => {
    const { user } = renderList();
    await user.click(await within(list()).findByText('Upload 2'));
    await waitFor(() => expect(screen.getByTestId('detail')).toHaveTextContent('Detail 2'));
    expect(screen.queryByRole('button', { name: /Back to list/ })).not.toBeInTheDocument();
    expect(scrolled.some((element) => element.contains(screen.getByTestId('detail')))).toBe(false);
    expect(screen.getByTestId('detail').closest(`.${DETAILS_COLUMN_CLASS}`)).not.toHaveStyle({
      minHeight: '100vh',
    });
  });
});
