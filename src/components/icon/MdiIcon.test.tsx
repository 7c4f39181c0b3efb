import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { MdiIcon } from './MdiIcon';
import { iconDelete, iconLoading } from './icons';

describe('MdiIcon', () => {
  it('draws the mdi path at the size and colour of its text, hidden from assistive technology', () => {
    const { container } = render(
      <Button icon={<MdiIcon path={iconDelete} />}>Delete Organization</Button>,
    );
    // The button is named by its text alone, not by the icon.
    expect(screen.getByRole('button', { name: 'Delete Organization' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg?.querySelector('path')).toHaveAttribute('d', iconDelete);
    // antd lays it out as one of its own icons.
    expect(svg?.parentElement).toHaveClass('anticon');
    expect(svg?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('is named when given a label, and an icon-only button is named by its aria-label', () => {
    render(
      <>
        <MdiIcon path={iconLoading} spin label="loading" />
        <Button aria-label="Delete Sound row" icon={<MdiIcon path={iconDelete} />} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'loading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Sound row' })).toBeInTheDocument();
  });
});
