import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** What the tests of src/lib/domain compare with: one property of a schema in openapi.yaml. */
export interface ContractProperty {
  type?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  description?: string;
  enum?: unknown[];
}

type Schemas = Record<string, { properties?: Record<string, ContractProperty> }>;

let schemas: Schemas | undefined;

function contractSchemas(): Schemas {
  if (!schemas) {
    const text = fs.readFileSync(path.resolve(__dirname, '../../openapi.yaml'), 'utf8');
    const document: { components?: { schemas?: Schemas } } = parse(text);
    if (!document.components?.schemas) throw new Error('openapi.yaml has no components.schemas');
    schemas = document.components.schemas;
  }
  return schemas;
}

/** The property `name` of the schema `schema`; throws when the contract has no such thing. */
export function contractProperty(schema: string, name: string): ContractProperty {
  const property = contractSchemas()[schema]?.properties?.[name];
  if (!property) throw new Error(`openapi.yaml has no ${schema}.${name}`);
  return property;
}

/** Every `schema.property` of the contract named `name` (e.g. every `email`), by schema. */
export function contractPropertiesNamed(name: string): Record<string, ContractProperty> {
  const found: Record<string, ContractProperty> = {};
  for (const [schema, { properties }] of Object.entries(contractSchemas())) {
    const property = properties?.[name];
    if (property) found[schema] = property;
  }
  return found;
}
