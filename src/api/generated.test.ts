/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replace(/\\/g, '/'))
    .sort();
}

/**
 * The committed generated code must be exactly what `npm run codegen` makes from the
 * current openapi.yaml. The test runs the same script (scripts/codegen.ts, one shared
 * function, same prettier config) into a temporary directory and compares.
 */
describe('generated code matches openapi.yaml', () => {
  let outDir: string;
  let generated: string[];

  beforeAll(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
    // tsx runs the script as the codegen npm script does; ESM-only openapi-typescript rules out Jest's loader.
    execFileSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/codegen.ts', '--out', outDir],
      {
        cwd: root,
        stdio: 'pipe',
      },
    );
    generated = filesUnder(outDir);
  }, 120_000);

  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('generates the client endpoints, the contract types and the operation facts', () => {
    expect(generated).toEqual(
      expect.arrayContaining([
        'server/generated/operationFacts.ts',
        'src/api/generated/accountApi.ts',
        'src/api/generated/administrativeApi.ts',
        'src/api/generated/binaryRequestApi.ts',
        'src/api/generated/hooks.ts',
        'src/api/generated/managementApi.ts',
        'src/api/generated/multipartEndpoints.ts',
        'src/api/generated/openapi.ts',
        'src/api/generated/operationFacts.ts',
        'src/api/generated/softwareValidationApi.ts',
        'src/api/generated/ssifSubmissionApi.ts',
      ]),
    );
  });

  it('has no drift: run `npm run codegen` after changing openapi.yaml', () => {
    const drifted = generated.filter((file) => {
      const committed = path.join(root, file);
      return (
        !fs.existsSync(committed) ||
        fs.readFileSync(committed, 'utf8') !== fs.readFileSync(path.join(outDir, file), 'utf8')
      );
    });
    expect(drifted).toEqual([]);
  });

  it('leaves no stale generated files behind', () => {
    const committed = ['src/api/generated', 'server/generated'].flatMap((dir) =>
      filesUnder(path.join(root, dir)).map((f) => `${dir}/${f}`),
    );
    expect(committed.filter((file) => !generated.includes(file))).toEqual([]);
  });

  it("states each schema type once: the endpoint files name openapi.ts's", () => {
    const restated = generated
      .filter((file) => /^src\/api\/generated\/\w+Api\.ts$/.test(file))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(outDir, file), 'utf8').matchAll(/^export type (\w+) =\s*/gm)]
          .filter(([, name]) => !/(ApiArg|ApiResponse)$/.test(name ?? ''))
          .filter(
            (match) =>
              !match.input.startsWith("components['schemas']", match.index + match[0].length),
          )
          .map(([, name]) => `${file}: ${name}`),
      );
    expect(restated).toEqual([]);
  });
});
