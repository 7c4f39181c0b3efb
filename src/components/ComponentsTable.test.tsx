import { render, screen, within } from '@testing-library/react';
import { ComponentsTable } from './ComponentsTable';

const component = {
  name: 'Lucky Spin',
  componentType: 'Game',
  status: 'Approved',
  required: true,
  version: '1.2.3',
};

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('ComponentsTable', () => {
  it("shows a validation's components without a version", () => {
    render(<ComponentsTable components={[component]} loading={false} />);
    expect(headers()).toEqual(['Name', 'Type', 'Status', 'Required']);
    expect(screen.queryByText('1.2.3')).not.toBeInTheDocument();
  });

  it("shows a request's components with the linked software's version", () => {
    render(<ComponentsTable components={[component]} loading={false} showVersion />);
    expect(headers()).toEqual(['Name', 'Type', 'Status', 'Version', 'Required']);
    const row = screen.getByRole('row', { name: /Lucky Spin/ });
    expect(within(row).getByText('1.2.3')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Required' })).toBeChecked();
  });
});
