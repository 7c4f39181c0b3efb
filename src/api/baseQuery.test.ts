import { File as NodeFile } from 'node:buffer';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { delay, HttpResponse } from 'msw';
import { registerNavigation } from '@/lib/navigation';
import { fail, mockOperation, okWith, okEnvelope } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { baseQuery } from './baseQuery';
import { sessionEnded } from './sessionEvents';

const url = '/api/Account/GetUsers';

function fakeApi(
  endpoint = 'getUsers',
  token: string | null = 'abc',
  signal = new AbortController().signal,
) {
  const dispatch = jest.fn();
  const queryApi: BaseQueryApi = {
    signal,
    abort: jest.fn(),
    dispatch,
    getState: () => ({ auth: { token } }),
    extra: undefined,
    endpoint,
    type: 'query',
  };
  return { queryApi, dispatch };
}

describe('baseQuery', () => {
  it('sends the stored token as a bearer header on every call', async () => {
    let authorization: string | null = null;
    server.use(
      mockOperation('GetUsers', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return { rowCount: 0, gridRows: [] };
      }),
    );
    const result = await baseQuery(url, fakeApi('getUsers', 'secret-token').queryApi, {});
    expect(authorization).toBe('Bearer secret-token');
    expect(result.data).toEqual({
      success: true,
      message: '',
      result: { rowCount: 0, gridRows: [] },
    });
  });

  it.each([200, 403, 409, 500])(
    'turns success:false with HTTP %i into an error with the server message',
    async (status) => {
      server.use(
        fail('GetUsers', { status: status, message: 'You may not do that.', code: 'forbidden' }),
      );
      const result = await baseQuery(url, fakeApi().queryApi, {});
      expect(result.error).toEqual({ status, message: 'You may not do that.', code: 'forbidden' });
    },
  );

  it.each([
    ['without a code (an older server)', undefined],
    ['with a code the contract does not know', 'teapot'],
  ])('keeps the message of an error envelope %s, and no code', async (_label, code) => {
    server.use(
      mockOperation('GetUsers', () =>
        HttpResponse.json({ success: false, message: 'No.', code, result: null }, { status: 409 }),
      ),
    );
    const result = await baseQuery(url, fakeApi().queryApi, {});
    expect(result.error).toEqual({ status: 409, message: 'No.' });
  });

  it('ends the session on 401 and navigates to /login, remembering the page', async () => {
    const navigate = jest.fn();
    registerNavigation({ navigate, currentLocation: () => '/Organizations?x=1' });
    server.use(fail('GetUsers', { status: 401, message: 'Your session has expired.' }));
    const { queryApi, dispatch } = fakeApi();
    const result = await baseQuery(url, queryApi, {});
    expect(result.error).toEqual({
      status: 401,
      message: 'Your session has expired.',
      code: 'unauthorized',
    });
    expect(dispatch).toHaveBeenCalledWith(sessionEnded({ returnTo: '/Organizations?x=1' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    registerNavigation(null);
  });

  it('does not treat a failed login (401) as an expired session', async () => {
    const navigate = jest.fn();
    registerNavigation({ navigate, currentLocation: () => '/login' });
    server.use(fail('Login', { status: 401, message: 'Invalid username or password.' }));
    const { queryApi, dispatch } = fakeApi('login', null);
    const result = await baseQuery(
      { url: '/api/Account/Login', method: 'POST', body: {} },
      queryApi,
      {},
    );
    expect(result.error?.message).toBe('Invalid username or password.');
    expect(dispatch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    registerNavigation(null);
  });

  it('gives a network failure the call’s own fallback message', async () => {
    server.use(mockOperation('GetUsers', () => HttpResponse.error()));
    const result = await baseQuery(url, fakeApi().queryApi, {});
    expect(result.error).toEqual({
      status: 'NETWORK_ERROR',
      message: 'Failed to get users.',
      detail: 'The server could not be reached.',
    });
  });

  it('uses the spec wording for the login fallback', async () => {
    server.use(mockOperation('Login', () => HttpResponse.error()));
    const result = await baseQuery(
      { url: '/api/Account/Login', method: 'POST', body: {} },
      fakeApi('login').queryApi,
      {},
    );
    expect(result.error?.message).toBe('Failed to log in.');
  });

  it('tells a timeout apart', async () => {
    server.use(
      mockOperation('GetUsers', async () => {
        await delay(500);
        return Response.json(okEnvelope(null));
      }),
    );
    const result = await baseQuery({ url, timeout: 20 }, fakeApi().queryApi, {});
    expect(result.error).toMatchObject({ status: 'TIMEOUT', message: 'Failed to get users.' });
  });

  it('tells a canceled call apart', async () => {
    server.use(
      mockOperation('GetUsers', async () => {
        await delay(500);
        return Response.json(okEnvelope(null));
      }),
    );
    const controller = new AbortController();
    const pending = baseQuery(url, fakeApi('getUsers', 'abc', controller.signal).queryApi, {});
    setTimeout(() => controller.abort(), 10);
    expect((await pending).error).toMatchObject({ status: 'CANCELED' });
  });

  it('tells a bad response apart: a body that is not JSON', async () => {
    server.use(
      mockOperation(
        'GetUsers',
        () =>
          new HttpResponse('<html>oops</html>', {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const result = await baseQuery(url, fakeApi().queryApi, {});
    expect(result.error).toMatchObject({ status: 'BAD_RESPONSE', message: 'Failed to get users.' });
  });

  it('tells a bad response apart: JSON without the envelope', async () => {
    server.use(mockOperation('GetUsers', () => HttpResponse.json({ rows: [] })));
    const result = await baseQuery(url, fakeApi().queryApi, {});
    expect(result.error).toMatchObject({ status: 'BAD_RESPONSE' });
  });

  it('tells a bad request apart: HTTP 400 without the envelope', async () => {
    server.use(
      mockOperation('GetUsers', () => HttpResponse.json({ error: 'Bad Request' }, { status: 400 })),
    );
    const result = await baseQuery(url, fakeApi().queryApi, {});
    expect(result.error).toMatchObject({ status: 'BAD_REQUEST', message: 'Failed to get users.' });
  });

  it('sends multipart endpoints as form data with repeated attachments', async () => {
    let received: FormData | null = null;
    server.use(
      mockOperation('SubmitTicket', async ({ request }) => {
        received = await request.formData();
        return okWith('SubmitTicket', null, 'Thanks');
      }),
    );
    // Node's File: jest-fixed-jsdom's (Node) FormData does not accept jsdom's File.
    const files = [new NodeFile(['a'], 'a.txt'), new NodeFile(['b'], 'b.txt')];
    await baseQuery(
      {
        url: '/api/Account/SubmitTicket',
        method: 'POST',
        body: { name: 'N', email: 'e@x.io', attachments: files },
      },
      fakeApi('submitTicket').queryApi,
      {},
    );
    const form = received as FormData | null;
    expect(form?.get('name')).toBe('N');
    expect(form?.getAll('attachments').map((file) => (file as File).name)).toEqual([
      'a.txt',
      'b.txt',
    ]);
  });
});
