import fs from 'node:fs';
import path from 'node:path';

/**
 * src/lib/domain is imported by the browser and by the server alike, so it may use neither's
 * world: no React, antd, DOM, Node built-ins or app modules; only its own files and the one
 * parser both sides run.
 */
const ALLOWED_PACKAGES = ['papaparse'];

const sources = fs
  .readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('src/lib/domain stays pure', () => {
  it.each(sources)('%s imports only its siblings and papaparse', (file) => {
    const text = fs.readFileSync(path.join(__dirname, file), 'utf8');
    const specifiers = [...text.matchAll(/^\s*(?:import|export)[^'"]*from\s+'([^']+)'/gm)].map(
      (m) => m[1],
    );
    const outside = specifiers.filter(
      (s) => !s.startsWith('./') && !s.startsWith('../') && !ALLOWED_PACKAGES.includes(s),
    );
    expect(outside).toEqual([]);
    expect(text).not.toMatch(/\b(window|document|process|require)\b[.(]/);
  });
});
