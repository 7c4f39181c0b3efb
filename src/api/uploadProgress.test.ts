import { File as NodeFile } from 'node:buffer';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { HttpResponse } from 'msw';
import { fail, mockOperation, okEnvelope } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { baseQuery, type UploadArgs } from './baseQuery';
import { sessionEnded } from './sessionEvents';

function fakeApi() {
  const dispatch = jest.fn();
  const queryApi: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: jest.fn(),
    dispatch,
    getState: () => ({ auth: { token: 'secret-token' } }),
    extra: undefined,
    endpoint: 'addAttachments',
    type: 'mutation',
  };
  return { queryApi, dispatch };
}

function upload(progress: number[]): UploadArgs {
  return {
    url: '/api/BinaryRequest/AddAttachments',
    method: 'POST',
    body: {
      requestId: 101,
      fileDescription: 'Lab photos',
      attachments: [new NodeFile(['a'.repeat(5000)], 'one.png', { type: 'image/png' })],
    },
    onUploadProgress: (percent) => progress.push(percent),
  };
}

describe('an upload that reports its progress', () => {
  it('goes out as the base query sends every call and reports its progress to 100', async () => {
    const received: { auth: string | null; description: unknown; file: unknown }[] = [];
    server.use(
      mockOperation('AddAttachments', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('attachments');
        received.push({
          auth: request.headers.get('Authorization'),
          description: form.get('fileDescription'),
          file: typeof file === 'string' ? file : file?.name,
        });
        // A partial attachment: only the envelope's passage matters here.
        return Response.json(okEnvelope([{ id: 1 }]));
      }),
    );
    const progress: number[] = [];
    const result = await baseQuery(upload(progress), fakeApi().queryApi, {});
    expect(result).toMatchObject({ data: { success: true, result: [{ id: 1 }] } });
    expect(received).toEqual([
      { auth: 'Bearer secret-token', description: 'Lab photos', file: 'one.png' },
    ]);
    expect(progress.at(-1)).toBe(100);
  });

  it("fails with the server's message, and a 401 ends the session as for every call", async () => {
    server.use(fail('AddAttachments', { status: 413, message: 'Too large.' }));
    const tooLarge = await baseQuery(upload([]), fakeApi().queryApi, {});
    expect(tooLarge.error).toEqual({ status: 413, code: 'too_large', message: 'Too large.' });

    server.use(fail('AddAttachments', { status: 401, message: 'Expired.' }));
    const { queryApi, dispatch } = fakeApi();
    const expired = await baseQuery(upload([]), queryApi, {});
    expect(expired.error).toMatchObject({ status: 401 });
    expect(dispatch).toHaveBeenCalledWith(sessionEnded({ returnTo: null }));
  });

  it('fails with the call’s fallback message when no answer comes', async () => {
    server.use(mockOperation('AddAttachments', () => HttpResponse.error()));
    const result = await baseQuery(upload([]), fakeApi().queryApi, {});
    expect(result.error).toMatchObject({
      status: 'NETWORK_ERROR',
      message: 'Failed to add attachments.',
    });
  });
});
