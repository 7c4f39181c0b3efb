import { fireEvent, render, screen } from '@testing-library/react';
import { PageTabs } from './PageTabs';

const renderTabs = () =>
  render(
    <PageTabs
      items={[
        { key: 'one', label: 'First', children: <p>first panel</p> },
        { key: 'two', label: 'Second', children: <p>second panel</p> },
      ]}
    />,
  );

describe('PageTabs', () => {
  it('shows the first tab, names each panel by its tab and renders a panel once first shown', () => {
    renderTabs();
    const first = screen.getByRole('tab', { name: 'First' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('first panel');
    expect(screen.queryByText('second panel')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('second panel');
    // The first panel stays rendered (its state is kept), hidden.
    expect(screen.getByText('first panel').closest('[role=tabpanel]')).toHaveAttribute('hidden');
  });

  it('moves with the arrow keys, Home and End, one tab stop for the list', () => {
    renderTabs();
    const first = screen.getByRole('tab', { name: 'First' });
    const second = screen.getByRole('tab', { name: 'Second' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');

    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('tabindex', '0');

    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second, { key: 'Home' });
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-selected', 'true');
  });
});
