/**
 * The contract's schema types are generated once, by openapi-typescript, into the file both
 * the browser and the server import (`contractTypesFile`). The RTK Query generator has no
 * option to take its types from elsewhere and writes each schema again as a type alias, so
 * its output is rewritten here: every schema alias becomes a reference to that one file,
 * under the name the client already uses (`export type X = components['schemas']['X']`).
 */
import ts from 'typescript';
// The generator's own naming function, so the names below match its aliases.
import { toIdentifier } from 'oazapfts/generate';

const endpointType = /(ApiArg|ApiResponse)$/;

interface ContractSchemas {
  components?: { schemas?: Record<string, { title?: unknown }> };
}

/** The RTK Query generator's alias name for each schema of the contract, as it names them. */
export function schemaAliases(contract: unknown): Map<string, string> {
  const schemas = (contract as ContractSchemas).components?.schemas ?? {};
  const aliases = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    const title = typeof schema.title === 'string' ? schema.title : name;
    const alias = toIdentifier(title, true);
    if (aliases.has(alias)) throw new Error(`openapi.yaml: two schemas are named ${alias}`);
    aliases.set(alias, name);
  }
  return aliases;
}

/**
 * `code` (an RTK Query generated file) with its schema aliases pointing at `components`
 * imported from `importPath`; its endpoint argument and response types stay as generated.
 */
export function useSharedSchemaTypes(
  code: string,
  aliases: Map<string, string>,
  importPath: string,
): string {
  const source = ts.createSourceFile('generated.ts', code, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  let lastImportEnd = 0;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) lastImportEnd = statement.end;
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const alias = statement.name.text;
    if (endpointType.test(alias)) continue;
    const schema = aliases.get(alias);
    if (!schema) throw new Error(`Generated type ${alias} is neither an endpoint's nor a schema's`);
    edits.push({
      start: statement.getStart(source),
      end: statement.end,
      text: `export type ${alias} = components['schemas'][${JSON.stringify(schema)}];`,
    });
  }
  if (edits.length === 0) return code;
  edits.push({
    start: lastImportEnd,
    end: lastImportEnd,
    text: `\nimport type { components } from ${JSON.stringify(importPath)};`,
  });
  edits.sort((a, b) => b.start - a.start);
  return edits.reduce((text, e) => text.slice(0, e.start) + e.text + text.slice(e.end), code);
}
