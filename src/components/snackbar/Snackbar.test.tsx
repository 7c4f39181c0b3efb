import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { setupStore } from '@/app/store';
import { Snackbar } from './Snackbar';
import { showError, showInfo, showSuccess } from './snackbarSlice';

function renderSnackbar() {
  const store = setupStore();
  render(
    <Provider store={store}>
      <Snackbar />
    </Provider>,
  );
  return store;
}

describe('Snackbar', () => {
  afterEach(() => jest.useRealTimers());

  it('stays until the user closes it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const store = renderSnackbar();
    act(() => void store.dispatch(showError('Failed to get requests.')));
    act(() => void jest.advanceTimersByTime(10 * 60 * 1000));
    expect(screen.getByText('Failed to get requests.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close message' }));
    act(() => void jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Failed to get requests.')).not.toBeInTheDocument();
  });

  it.each([
    [showError, 'ant-alert-error'],
    [showSuccess, 'ant-alert-success'],
    [showInfo, 'ant-alert-info'],
  ])('is coloured by type', (show, className) => {
    const store = renderSnackbar();
    act(() => void store.dispatch(show('Hello')));
    expect(screen.getByText('Hello').closest('.ant-alert')).toHaveClass(className);
  });
});
