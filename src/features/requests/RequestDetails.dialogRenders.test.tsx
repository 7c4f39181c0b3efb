import { configure, screen, waitFor, within } from '@testing-library/react';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { localTime } from '@/lib/localTime';
import { RequestHeader } from './RequestHeader';
import { requestMessages } from './requestMessages';
import { openBinaryRequests } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);
afterEach(() => resetUnsavedChanges());

// Counted: each call of RequestHeader is a render of the card's header, each call of localTime a
// date drawn again (the notes' dates among them).
jest.mock('./RequestHeader', () => {
  const actual = jest.requireActual<typeof import('./RequestHeader')>('./RequestHeader');
  return { ...actual, RequestHeader: jest.fn(actual.RequestHeader) };
});
jest.mock('@/lib/localTime', () => {
  const actual = jest.requireActual<typeof import('@/lib/localTime')>('@/lib/localTime');
  return { ...actual, localTime: jest.fn(actual.localTime) };
});
const headerRenders = () => jest.mocked(RequestHeader).mock.calls.length;
const datesDrawn = () => jest.mocked(localTime).mock.calls.length;

const titled = (title: string) => screen.queryByText(title, { selector: '.ant-modal-title' });

// Issue 20: a dialog of the card opens without drawing the card (or the notes) behind it again.
describe('request card: its dialogs over it', () => {
  it('opens and cancels Delete Request without rendering the card again', async () => {
    const { user } = await openBinaryRequests();
    const title = requestMessages.deleteRequestTitle('Helios Spring Release');
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const entry = await screen.findByRole('menuitem', { name: 'Delete Request' });
    const before = headerRenders();

    await user.click(entry);
    const question = await screen.findByText(title, { selector: '.ant-modal-title' });
    expect(headerRenders()).toBe(before);

    const dialog = question.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the question is not in a dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(titled(title)).not.toBeInTheDocument());
    expect(headerRenders()).toBe(before);
  });

  it('opens Add Note without drawing the notes again', async () => {
    const { user } = await openBinaryRequests();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    await screen.findByRole('list', { name: 'Notes' });
    const before = { header: headerRenders(), dates: datesDrawn() };

    await user.click(screen.getByRole('button', { name: /Add Note/ }));
    // (jsdom's ids name every antd dialog after the page's first label: found by its field.)
    await screen.findByLabelText('Note');
    expect({ header: headerRenders(), dates: datesDrawn() }).toEqual(before);
  });
});
