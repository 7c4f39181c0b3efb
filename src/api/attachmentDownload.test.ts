import { HttpResponse } from 'msw';
import { setupStore } from '@/app/store';
import { initialAuthState } from '@/features/auth/authSlice';
import { registerNavigation } from '@/lib/navigation';
import { fail, mockOperation } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { attachmentDownloadApi, fileNameOf } from './attachmentDownload';
import { fallbackMessageFor } from './fallbackMessages';

const attachmentId = '0f8e2c1a-4b3d-4e5f-8a9b-0c1d2e3f4a5b';
const signedIn = () =>
  setupStore({
    auth: {
      ...initialAuthState,
      token: 'secret-token',
      _persist: { version: -1, rehydrated: true },
    },
  });
const download = (store: ReturnType<typeof setupStore>) =>
  store.dispatch(attachmentDownloadApi.endpoints.getAttachment.initiate({ attachmentId }));

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:file');
});

describe('GetAttachment through the base query', () => {
  it("sends the token and gives the file's object URL and its exact name", async () => {
    let authorization: string | null = null;
    let asked: string | null = null;
    server.use(
      mockOperation('GetAttachment', ({ request, query }) => {
        authorization = request.headers.get('Authorization');
        asked = query.attachmentId;
        return new HttpResponse(new Blob(['bytes']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
          },
        });
      }),
    );
    const file = await download(signedIn()).unwrap();
    expect(file).toEqual({ url: 'blob:file', fileName: 'résumé.pdf' });
    expect(authorization).toBe('Bearer secret-token');
    expect(asked).toBe(attachmentId);
  });

  it("rejects with the envelope's message and code", async () => {
    server.use(fail('GetAttachment', { status: 404, message: 'That attachment does not exist.' }));
    await expect(download(signedIn()).unwrap()).rejects.toEqual({
      status: 404,
      message: 'That attachment does not exist.',
      code: 'not_found',
    });
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('ends the session on 401', async () => {
    const navigate = jest.fn();
    registerNavigation({ navigate, currentLocation: () => '/BinaryRequests' });
    server.use(fail('GetAttachment', { status: 401, message: 'Your session has expired.' }));
    const store = signedIn();
    await expect(download(store).unwrap()).rejects.toMatchObject({ status: 401 });
    expect(store.getState().auth.token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it("falls back to the call's message when the answer is not the envelope", async () => {
    server.use(mockOperation('GetAttachment', () => new HttpResponse('<html>', { status: 502 })));
    await expect(download(signedIn()).unwrap()).rejects.toMatchObject({
      message: fallbackMessageFor('getAttachment'),
    });
  });
});

describe('fileNameOf', () => {
  it('prefers filename*, falls back to filename, and gives null without either', () => {
    expect(fileNameOf(`attachment; filename="a_b.txt"; filename*=UTF-8''a%20b.txt`)).toBe(
      'a b.txt',
    );
    expect(fileNameOf('attachment; filename="plain.txt"')).toBe('plain.txt');
    expect(fileNameOf(`attachment; filename="fallback.txt"; filename*=UTF-8''%E0%A4%A`)).toBe(
      'fallback.txt',
    );
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
