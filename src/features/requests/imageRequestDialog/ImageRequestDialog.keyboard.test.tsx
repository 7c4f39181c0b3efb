import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { press, selectRow, tableRow } from '@/testing/dialogTestSteps';
import { mainPgm, mockDialogApi, printer, renderDialog, requestWith } from './testData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const linkButton = () =>
  screen.getByText('Link Component', { selector: 'button span' }).closest('button');

function duplicateIds() {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

describe('ImageRequestDialog: keyboard', () => {
  it('opens with focus on Name; its field ids are its own', async () => {
    mockDialogApi();
    renderDialog();
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByLabelText('Description')).toHaveAttribute('id', 'imageRequest_description');
    expect(duplicateIds()).toEqual([]);
  });

  it('after Back and after Link Component, focus returns to the Link Component button', async () => {
    mockDialogApi({ request: requestWith([mainPgm, printer]) });
    renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    selectRow(tableRow('Main PGM'));
    press('Link Component');
    await screen.findByText('MP-1');
    // The panel takes the focus while it is open.
    await waitFor(() => expect(screen.getByPlaceholderText('Search')).toHaveFocus());
    press('Back');
    await waitFor(() => expect(linkButton()).toHaveFocus());

    press('Link Component');
    await screen.findByText('MP-1');
    // Escape on the panel reads as Back, and so does the focus.
    fireEvent.keyDown(screen.getByPlaceholderText('Search'), {
      key: 'Escape',
      code: 'Escape',
      keyCode: 27,
    });
    await waitFor(() => expect(linkButton()).toHaveFocus());

    press('Link Component');
    selectRow(await screen.findByText('MP-1').then((cell) => cell.closest('tr') as HTMLElement));
    press('Link Component');
    await waitFor(() => expect(tableRow('Main PGM')).toHaveTextContent('Main Program'));
    await waitFor(() => expect(linkButton()).toHaveFocus());
  });

  it('the edit dialog is titled for editing and its tab does not read New Image Request', async () => {
    mockDialogApi();
    renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    expect(
      screen.getByText('Edit Image Request', { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Image Request',
      'Link Components',
    ]);
    expect(screen.queryByText('New Image Request')).not.toBeInTheDocument();
  });
});
