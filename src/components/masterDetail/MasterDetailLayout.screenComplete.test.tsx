import { configure, screen, waitFor } from '@testing-library/react';
import { isScreenComplete, resetScreenCompleteForTests } from '@/lib/screenComplete';
import { server } from '@/testing/server';
import { renderMasterDetail, rowsHandler } from './masterDetailFixture';

// The CI machine is shared and slow; the default 1 s wait is too tight for antd renders.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

/**
 * Later work (the dialogs' code, the filter bar, other screens) waits for the screen to be
 * complete (src/lib/screenComplete.ts): on Binary Requests, for the selected request's details.
 */
describe('when a list whose details complete the screen says it is complete', () => {
  beforeEach(() => resetScreenCompleteForTests());

  it('leaves it to the details when the list has rows, even before one is selected', async () => {
    server.use(rowsHandler(3));
    renderMasterDetail({ detailsCompleteScreen: true });
    // The details of the first item show: the list answered and selected it.
    expect(await screen.findByText('Detail 1')).toBeInTheDocument();
    // These details do not say so, and nothing else may have: not the render that drew the rows
    // before the selection reached the URL.
    expect(isScreenComplete()).toBe(false);
  });

  it('says so itself when the list is empty: no details will come', async () => {
    server.use(rowsHandler(0));
    renderMasterDetail({ detailsCompleteScreen: true });
    await waitFor(() => expect(isScreenComplete()).toBe(true));
  });

  it('says so once the list answers when the details do not complete the screen', async () => {
    server.use(rowsHandler(3));
    renderMasterDetail();
    await screen.findByText('Detail 1');
    expect(isScreenComplete()).toBe(true);
  });
});
