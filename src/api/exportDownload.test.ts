import { HttpResponse } from 'msw';
import { setupStore } from '@/app/store';
import { initialAuthState } from '@/features/auth/authSlice';
import { mockOperation } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { exportDownloadApi } from './exportDownload';

const signedIn = () =>
  setupStore({
    auth: {
      ...initialAuthState,
      token: 'secret-token',
      _persist: { version: -1, rehydrated: true },
    },
  });

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:export');
});

describe('ExportRequests through the base query', () => {
  it('sends the filters (arrays repeated), reports the bytes received and names the file', async () => {
    let asked = new URLSearchParams();
    server.use(
      mockOperation('ExportRequests', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return new HttpResponse('\ufeffId,Upload Name\r\n1,Helios\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="binary-requests-2026-11-27.csv"; filename*=UTF-8''binary-requests-2026-11-27.csv`,
          },
        });
      }),
    );
    const progress: number[] = [];
    const file = await signedIn()
      .dispatch(
        exportDownloadApi.endpoints.exportRequests.initiate({
          format: 'csv',
          status: ['5a000000-0000-4000-8000-000000000001', '5a000000-0000-4000-8000-000000000002'],
          priority: true,
          searchTerm: 'helios',
          onProgress: (bytes) => progress.push(bytes),
        }),
      )
      .unwrap();
    expect(file).toEqual({ url: 'blob:export', fileName: 'binary-requests-2026-11-27.csv' });
    expect(asked.getAll('status')).toEqual([
      '5a000000-0000-4000-8000-000000000001',
      '5a000000-0000-4000-8000-000000000002',
    ]);
    expect(asked.get('format')).toBe('csv');
    expect(asked.get('priority')).toBe('true');
    expect(asked.get('searchTerm')).toBe('helios');
    expect(progress.at(-1)).toBe(
      new TextEncoder().encode('\ufeffId,Upload Name\r\n1,Helios\r\n').length,
    );
  });
});
