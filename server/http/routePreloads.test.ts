import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createPageWithPreloads,
  preloadsFor,
  withPreloads,
  type ChunkStats,
} from './routePreloads';

const stats: ChunkStats = {
  entrypoints: {
    main: { assets: [{ name: 'assets/runtime.1.js' }, { name: 'assets/main.2.js' }] },
  },
  namedChunkGroups: {
    shell: { assets: [{ name: 'assets/4267.a.js' }, { name: 'assets/shell.b.js' }] },
    binaryRequests: {
      assets: [
        { name: 'assets/4267.a.js' },
        { name: 'assets/binaryRequests.c.js' },
        { name: 'assets/binaryRequests.c.js.map' },
        // A file of the entry that a screen's group lists as well is loaded by the page already.
        { name: 'assets/main.2.js' },
      ],
    },
    requestDetails: { assets: [{ name: 'assets/requestDetails.d.js' }] },
    organizations: { assets: [{ name: 'assets/organizations.e.js' }] },
  },
};

const page =
  '<!doctype html><html><head><script defer src="/assets/main.2.js"></script></head><body><div id="root"></div></body></html>';

describe('route preloads', () => {
  it('names the shell and Binary Requests for /, each script once, not the details', () => {
    expect(preloadsFor(stats, '/')).toEqual([
      '/assets/4267.a.js',
      '/assets/shell.b.js',
      '/assets/binaryRequests.c.js',
    ]);
  });

  it('names nothing for a path that is no screen, or a screen the build does not know', () => {
    expect(preloadsFor(stats, '/login')).toEqual([]);
    expect(preloadsFor(stats, '/nowhere')).toEqual([]);
    expect(preloadsFor({}, '/Organizations')).toEqual([]);
  });

  it('puts the links at the end of the head, after the entry scripts', () => {
    const html = withPreloads(page, ['/assets/a.js', '/assets/b"x.js']);
    expect(html).toContain(
      '<script defer src="/assets/main.2.js"></script><link rel="preload" as="script" href="/assets/a.js"><link rel="preload" as="script" href="/assets/b&quot;x.js"></head>',
    );
  });

  it('serves a screen its page with preloads, and leaves other paths and a build without stats alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.html'), page);
      const withoutStats = createPageWithPreloads(dir);
      expect(withoutStats('/')).toBeUndefined();

      fs.writeFileSync(path.join(dir, 'stats.json'), JSON.stringify(stats));
      const pageFor = createPageWithPreloads(dir);
      expect(pageFor('/Organizations')).toContain(
        '<link rel="preload" as="script" href="/assets/organizations.e.js"></head>',
      );
      expect(pageFor('/')).toContain('href="/assets/binaryRequests.c.js"');
      expect(pageFor('/')).not.toContain('requestDetails');
      expect(pageFor('/login')).toBeUndefined();
      expect(pageFor('/toString')).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
