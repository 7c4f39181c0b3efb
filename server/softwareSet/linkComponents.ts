import type { components } from '@/api/generated/openapi';
import { linkedComponentFields, type LinkedSoftware } from '@/lib/domain/componentLinks';
import type { ResolvedRow, SetupPlatform } from '@/lib/domain/softwareSetCsv/checkSet';
import { softwareKey } from '@/lib/domain/softwareSetCsv/rules';

export type ComponentListItem = components['schemas']['ComponentListItem'];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nullableString = (v: unknown) => v === null || typeof v === 'string';

/** The `components` form field, or undefined when it is not a ComponentListItem[]. */
export function parseComponentList(json: string): ComponentListItem[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value)) return undefined;
  const list: ComponentListItem[] = [];
  for (const item of value) {
    if (!isRecord(item)) return undefined;
    const {
      componentID,
      componentType,
      required,
      isGame,
      relatedKeytbl,
      name,
      description,
      status,
      version,
      platform,
      isCustom,
    } = item;
    if (
      typeof componentID !== 'number' ||
      typeof componentType !== 'string' ||
      typeof required !== 'boolean' ||
      typeof isGame !== 'boolean'
    )
      return undefined;
    if (
      !(relatedKeytbl === null || typeof relatedKeytbl === 'number') ||
      typeof name !== 'string' ||
      typeof description !== 'string'
    )
      return undefined;
    if (
      !nullableString(status) ||
      !nullableString(version) ||
      typeof platform !== 'string' ||
      typeof isCustom !== 'boolean'
    )
      return undefined;
    list.push({
      componentID,
      componentType,
      required,
      isGame,
      relatedKeytbl,
      name,
      description,
      status,
      version,
      platform,
      isCustom,
    });
  }
  return list;
}

/**
 * Fills a request's components list from a checked software set. The n-th row of a type
 * fills the n-th list row of that type (so a game row per game, and uploading the same
 * file twice gives the same list); rows beyond the list's are added after its last row of
 * that type. Matching catalogue software is linked and shown as the Link Components table
 * shows it (linkedComponentFields); custom components are left alone.
 */
export function linkComponents(
  list: readonly ComponentListItem[],
  resolved: readonly ResolvedRow[],
  software: ReadonlyMap<string, LinkedSoftware>,
  platform: SetupPlatform,
): ComponentListItem[] {
  const result = list.map((item) => ({ ...item }));
  const filled = new Map<number, number>();
  for (const { row, type } of resolved) {
    const isOfType = (item: ComponentListItem) =>
      !item.isCustom &&
      (item.componentID === type.componentID ||
        same(item.componentType, type.displayName) ||
        same(item.componentType, type.componentType));
    const slots = result.filter(isOfType);
    const n = filled.get(type.componentID) ?? 0;
    filled.set(type.componentID, n + 1);
    const match = software.get(softwareKey(row.idNumber, row.version));
    let item = slots[n];
    if (!item) {
      item = {
        componentID: type.componentID,
        componentType: type.displayName,
        required: type.required,
        isGame: type.gameComponent,
        relatedKeytbl: null,
        name: '',
        description: '',
        status: null,
        version: null,
        platform: result[0]?.platform ?? platform.name,
        isCustom: false,
      };
      const last = slots.at(-1);
      result.splice(last ? result.indexOf(last) + 1 : result.length, 0, item);
    }
    if (match) {
      // Shown as the Link Components table's choice of the same software would show it.
      Object.assign(item, linkedComponentFields(match, item.description));
    } else {
      // Not in the catalogue (a type that needs no linkage): the file's own words, unlinked.
      item.name = row.gameName || row.componentName;
      item.description = row.function;
      item.relatedKeytbl = null;
      item.status = null;
      item.version = row.version;
    }
  }
  return result;
}
