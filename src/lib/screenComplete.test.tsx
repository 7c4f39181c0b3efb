import { act, render, screen } from '@testing-library/react';
import {
  afterScreenComplete,
  markScreenComplete,
  resetScreenCompleteForTests,
  useScreenComplete,
} from './screenComplete';

function Reader() {
  return <p>{useScreenComplete() ? 'complete' : 'loading'}</p>;
}

const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));

describe('screenComplete', () => {
  beforeEach(() => resetScreenCompleteForTests());

  it('tells the components reading it after the frame that draws the screen', async () => {
    render(<Reader />);
    expect(screen.getByText('loading')).toBeInTheDocument();

    act(() => markScreenComplete());
    // Not in the same task: the screen's frame comes first.
    expect(screen.getByText('loading')).toBeInTheDocument();

    await act(nextFrame);
    expect(screen.getByText('complete')).toBeInTheDocument();
  });

  it('renders a component mounted afterwards as complete at once', async () => {
    markScreenComplete();
    render(<Reader />);
    expect(screen.getByText('complete')).toBeInTheDocument();
  });

  it('starts the waiting work when the screen is complete, in idle time', async () => {
    const task = jest.fn();
    afterScreenComplete(task);
    await act(nextFrame);
    expect(task).not.toHaveBeenCalled();

    markScreenComplete();
    // jsdom reports no idle time: the work waits its moment (NO_IDLE_DELAY_MS) instead.
    await act(() => new Promise((done) => setTimeout(done, 1_600)));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
