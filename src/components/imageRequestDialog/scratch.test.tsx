import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockDialogApi, renderDialog } from './testData';

it('scratch', async () => {
  mockDialogApi();
  renderDialog();
  await screen.findByLabelText('Name', {}, { timeout: 20000 });
  let t0 = Date.now();
  fireEvent.mouseDown(screen.getByLabelText('Manufacturer'));
  console.log('md', Date.now() - t0);
  t0 = Date.now();
  fireEvent.click((await screen.findAllByTitle('Acme')).at(-1)!);
  console.log('click opt', Date.now() - t0);
  t0 = Date.now();
  await waitFor(() => expect(screen.getByLabelText('Platform')).toBeEnabled());
  console.log('enabled', Date.now() - t0);
  fireEvent.mouseDown(screen.getByLabelText('Platform'));
  fireEvent.click((await screen.findAllByTitle('Acme One')).at(-1)!);
  console.log('platform', Date.now() - t0);
  t0 = Date.now();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'abc' } });
  console.log('type', Date.now() - t0);
  t0 = Date.now();
  await screen.findByText('Printer');
  console.log('rows', Date.now() - t0);
}, 90000);
