import { fireEvent, render } from '@testing-library/react';
import { Activity, type ReactNode } from 'react';
import useEscKeyDown, { openEscapeLayers } from './escapeLayers';

/** A layer as rc-portal opens one; Escape tells `closed` its name when it is the top one. */
function Layer({
  name,
  open = true,
  closed,
  children,
}: {
  name: string;
  open?: boolean;
  closed: (name: string) => void;
  children?: ReactNode;
}) {
  useEscKeyDown(open, ({ top }) => {
    if (top) closed(name);
  });
  return <>{children}</>;
}

const escape = () => fireEvent.keyDown(window, { key: 'Escape' });

describe("the open layers' Escape stack", () => {
  it('gives Escape to the layer opened last, and to a child opened with its parent', () => {
    const closed = jest.fn();
    const view = render(<Layer name="drawer" closed={closed} />);
    escape();
    expect(closed).toHaveBeenLastCalledWith('drawer');

    view.rerender(
      <>
        <Layer name="drawer" closed={closed} />
        <Layer name="dialog" closed={closed}>
          <Layer name="select" closed={closed} />
        </Layer>
      </>,
    );
    escape();
    expect(closed).toHaveBeenLastCalledWith('select');
    view.unmount();
    expect(openEscapeLayers()).toBe(0);
  });

  it('leaves out a layer rendered hidden, and forgets it when it goes without showing', () => {
    const closed = jest.fn();
    const view = render(
      <>
        <Layer name="drawer" closed={closed} />
        <Activity mode="hidden">
          <Layer name="prepared dialog" closed={closed} />
        </Activity>
      </>,
    );
    expect(openEscapeLayers()).toBe(1);
    escape();
    expect(closed).toHaveBeenLastCalledWith('drawer');

    // Gone without ever showing: nothing of it stays behind.
    view.rerender(<Layer name="drawer" closed={closed} />);
    expect(openEscapeLayers()).toBe(1);
    view.unmount();
    expect(openEscapeLayers()).toBe(0);
  });

  it('takes a hidden layer in once it shows, on top of the layers open before it', () => {
    const closed = jest.fn();
    const tree = (mode: 'hidden' | 'visible') => (
      <>
        <Layer name="menu" closed={closed} />
        <Activity mode={mode}>
          <Layer name="prepared dialog" closed={closed} />
        </Activity>
      </>
    );
    const view = render(tree('hidden'));
    view.rerender(tree('visible'));
    expect(openEscapeLayers()).toBe(2);
    escape();
    expect(closed).toHaveBeenLastCalledWith('prepared dialog');
    view.unmount();
  });
});
