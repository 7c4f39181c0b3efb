import type { ComponentListItem, LinkableComponent } from '@/api/generated/binaryRequestApi';
import { linkedComponentFields } from '@/lib/domain/componentLinks';

/** A components-list item with a key of its own: game copies share their type's componentID. */
export interface ComponentRow extends ComponentListItem {
  key: string;
}

let lastKey = 0;
const newKey = () => `row-${(lastKey += 1)}`;

export function toRows(items: readonly ComponentListItem[]): ComponentRow[] {
  return items.map((item) => ({ ...item, key: newKey() }));
}

export function toItems(rows: readonly ComponentRow[]): ComponentListItem[] {
  return rows.map(({ key: _key, ...item }) => item);
}

/** A fresh, unlinked copy of the list's game-type component; null when the list has none. */
export function addGameRow(rows: readonly ComponentRow[]): ComponentRow[] | null {
  const game = rows.find((row) => row.isGame && !row.isCustom);
  if (!game) return null;
  const copy: ComponentRow = {
    ...game,
    key: newKey(),
    relatedKeytbl: null,
    name: '',
    description: '',
    status: null,
    version: null,
  };
  return [...rows, copy];
}

/** Game rows go only while another stays; custom rows were added by the user and may always go. */
export function canDeleteRow(rows: readonly ComponentRow[], row: ComponentRow): boolean {
  if (row.isCustom) return true;
  return row.isGame && rows.filter((other) => other.isGame).length > 1;
}

export function customRow(
  componentId: string,
  description: string,
  platform: string,
): ComponentRow {
  return {
    key: newKey(),
    componentID: 0,
    componentType: 'Custom',
    required: false,
    isGame: false,
    relatedKeytbl: null,
    name: componentId,
    description,
    status: null,
    version: null,
    platform,
    isCustom: true,
  };
}

/**
 * A linkable component with a table key of its own: the name-only rows of a CustomNames type
 * all arrive with keytbl 0, so keytbl alone cannot tell them apart.
 */
export interface LinkableRow extends LinkableComponent {
  key: string;
}

/** Keys follow the software (keytbl) or, for name-only rows, the name, so they survive reloads and searches. */
export function toLinkableRows(items: readonly LinkableComponent[]): LinkableRow[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = item.keytbl === 0 ? `name:${item.gameName ?? ''}` : `keytbl:${item.keytbl}`;
    const repeats = seen.get(base) ?? 0;
    seen.set(base, repeats + 1);
    return { ...item, key: repeats === 0 ? base : `${base}#${repeats}` };
  });
}

export function toLinkable({ key: _key, ...software }: LinkableRow): LinkableComponent {
  return software;
}

export function linkRow(row: ComponentRow, software: LinkableComponent): ComponentRow {
  return { ...row, ...linkedComponentFields(software, row.description) };
}

export function unlinkRow(row: ComponentRow): ComponentRow {
  return { ...row, relatedKeytbl: null, name: '', status: null, version: null, description: '' };
}

/** A required row still waiting for its software (spec section 5). */
export function needsLinking(row: ComponentListItem): boolean {
  return row.required && (row.relatedKeytbl === null || !row.name.trim());
}

export function hasUnlinkedRequired(rows: readonly ComponentRow[]): boolean {
  return rows.some(needsLinking);
}
