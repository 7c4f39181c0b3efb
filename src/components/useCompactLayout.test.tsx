import { render, screen } from '@testing-library/react';
import { setViewportWidth } from '@/testing/viewport';
import { useCompactLayout, usePhoneLayout } from './useCompactLayout';

const seen: string[] = [];
function Layout() {
  const text = `${useCompactLayout() ? 'compact' : 'wide'} ${usePhoneLayout() ? 'phone' : ''}`;
  seen.push(text.trim());
  return <p>{text}</p>;
}

describe('useCompactLayout', () => {
  beforeEach(() => seen.splice(0));

  it.each([
    [1280, 'wide'],
    [992, 'wide'],
    [991, 'compact'],
    [600, 'compact'],
    [576, 'compact'],
    // Between antd's xs (max 575 px) and sm (min 576 px): a zoomed page's width.
    [575.5, 'compact phone'],
    [400, 'compact phone'],
  ])('answers at %s px in the first render, rendering once', (width, layout) => {
    const restore = setViewportWidth(width);
    try {
      render(<Layout />);
      expect(screen.getByText(layout)).toBeInTheDocument();
      expect(seen).toEqual([layout]);
    } finally {
      restore();
    }
  });

  it('keeps the desktop layout where no breakpoint is reported', () => {
    render(<Layout />);
    expect(seen).toEqual(['wide']);
  });
});
