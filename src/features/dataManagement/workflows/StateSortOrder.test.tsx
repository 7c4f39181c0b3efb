import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { choose } from '@/testing/dialogTestSteps';
import { ok } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import {
  inReview,
  mockManagementApi,
  open,
  standard,
} from '@/features/dataManagement/dataManagementTestData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 15_000 });

/*
 * The server refuses a state's sort order under 1 ('The sort order must be 1 or more.'), so the
 * state form never sends one: the field keeps what was typed and the form says the server's words.
 */
const SORT_ORDER_MIN = 'The sort order must be 1 or more.';
const WHOLE = 'The sort order must be a whole number.';

/** `override`: handlers installed over the mock's (the later one answers). */
async function openState(name: string, override: Parameters<typeof server.use> = []) {
  const sent = mockManagementApi();
  server.use(...override);
  const app = renderApp('/DataManagement');
  await screen.findByText('Workflow Management', { selector: '[role=tab]' }, { timeout: 60_000 });
  await waitFor(() => expect(sent.workflowLoads).toBe(1));
  await choose('Workflow', standard.name);
  const table = (await screen.findByText('State Name', { selector: 'th' })).closest(
    'table',
  ) as HTMLElement;
  fireEvent.click(
    (await within(table).findByText(name, { selector: 'td' })).closest('tr') as HTMLElement,
  );
  await waitFor(() => expect(screen.getByLabelText('State Name')).toHaveValue(name));
  return { ...app, sent };
}

const saveState = () =>
  screen
    .getByText('Save State', { selector: 'button > span' })
    .closest('button') as HTMLButtonElement;

describe('Workflow state sort order', () => {
  it("keeps a typed 0 when the field is left, says the server's words, and sends nothing", async () => {
    const { user, sent } = await openState(open.description);
    const sortOrder = screen.getByLabelText('Sort Order');
    await user.clear(sortOrder);
    await user.type(sortOrder, '0');
    await user.tab();
    expect(await screen.findByText(SORT_ORDER_MIN)).toBeInTheDocument();
    expect(sortOrder).toHaveValue('0');
    await user.click(saveState());
    expect(sortOrder).toHaveValue('0');
    expect(sent.states).toEqual([]);

    await user.clear(sortOrder);
    await user.type(sortOrder, '2.5');
    await user.tab();
    expect(await screen.findByText('The sort order must be a whole number.')).toBeInTheDocument();
    expect(sortOrder).toHaveValue('2.5');

    // Text that is not a number is kept as typed too, not swapped for the last number.
    for (const typed of ['abc', '1,000']) {
      await user.clear(sortOrder);
      // The last value's message has gone (antd's leaving motion ends), so the one below is new.
      await waitFor(() => expect(screen.queryByText(WHOLE)).not.toBeInTheDocument());
      await user.type(sortOrder, typed);
      await user.tab();
      await waitFor(() => expect(screen.getByText(WHOLE)).toBeInTheDocument());
      expect(sortOrder).toHaveValue(typed);
    }
    await user.click(saveState());
    expect(sent.states).toEqual([]);

    await user.clear(sortOrder);
    await user.type(sortOrder, '2');
    await user.click(saveState());
    await waitFor(() => expect(sent.states).toHaveLength(1));
    expect(sent.states[0].body).toMatchObject({ id: open.id, sortOrder: 2 });
  });

  it("says the server's words and sends nothing for a state stored with sort order 0", async () => {
    const { user, sent } = await openState(open.description, [
      ok('GetWorkflowStates', [{ ...open, sortOrder: 0 }, inReview]),
    ]);
    await user.click(saveState());
    expect(await screen.findByText(SORT_ORDER_MIN)).toBeInTheDocument();
    expect(sent.states).toEqual([]);
  });
});
