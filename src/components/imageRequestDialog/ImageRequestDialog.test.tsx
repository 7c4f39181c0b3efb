import { screen, waitFor, within } from '@testing-library/react';
import { choose, componentRow, fillRequest, snackbar } from './dialogTestSteps';
import { mockDialogApi, renderDialog } from './testData';

describe('ImageRequestDialog, new request', () => {
  it('loads the platform components when a platform is chosen', async () => {
    const sent = mockDialogApi();
    const { user } = renderDialog();
    const t0 = Date.now();
    await screen.findByLabelText('Name');
    console.log('name', Date.now() - t0);
    await choose(user, 'Manufacturer', 'Acme');
    console.log('man', Date.now() - t0);
    await choose(user, 'Platform', 'Acme One');
    console.log('plat', Date.now() - t0);
    expect(await screen.findByText('Printer')).toBeInTheDocument();
    expect(sent.componentsListQueries.map((q) => q.get('manufacturerId'))).toEqual(['11']);
    expect(componentRow('Main PGM')).toBeDefined();
  });
});
