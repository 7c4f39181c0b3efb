import { act, render, screen } from '@testing-library/react';
import { OFFLINE_GRACE_MS, OFFLINE_TEXT, OfflineIndicator } from './OfflineIndicator';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const region = () => screen.getByRole('status', { name: 'Live updates' });

describe('the offline indicator', () => {
  it('is a polite status region, empty while live updates arrive', () => {
    render(<OfflineIndicator status="open" />);
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toBeEmptyDOMElement();
  });

  it('says "offline, reconnecting" only once a drop outlasts the grace period, and goes when back', () => {
    const { rerender } = render(<OfflineIndicator status="open" />);
    rerender(<OfflineIndicator status="offline" />);
    act(() => jest.advanceTimersByTime(OFFLINE_GRACE_MS - 100));
    expect(region()).toBeEmptyDOMElement();
    // Tries in between do not restart the wait.
    rerender(<OfflineIndicator status="connecting" />);
    act(() => jest.advanceTimersByTime(100));
    expect(region()).toHaveTextContent(OFFLINE_TEXT);

    rerender(<OfflineIndicator status="open" />);
    expect(region()).toBeEmptyDOMElement();
  });

  it('gives each drop its own grace period', () => {
    const { rerender } = render(<OfflineIndicator status="offline" />);
    act(() => jest.advanceTimersByTime(OFFLINE_GRACE_MS));
    expect(region()).toHaveTextContent(OFFLINE_TEXT);
    rerender(<OfflineIndicator status="open" />);
    rerender(<OfflineIndicator status="offline" />);
    expect(region()).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(OFFLINE_GRACE_MS));
    expect(region()).toHaveTextContent(OFFLINE_TEXT);
  });

  it('shows nothing for a short drop', () => {
    const { rerender } = render(<OfflineIndicator status="offline" />);
    act(() => jest.advanceTimersByTime(OFFLINE_GRACE_MS / 2));
    rerender(<OfflineIndicator status="open" />);
    act(() => jest.advanceTimersByTime(OFFLINE_GRACE_MS));
    expect(region()).toBeEmptyDOMElement();
  });
});
