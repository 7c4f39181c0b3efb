import type { Queryable } from '../../db/pool';
import type { components } from '@/api/generated/openapi';
import { badRequest } from '../../http/errors';
import {
  componentTypesByIds,
  softwareOfManufacturer,
  type ComponentTypeRecord,
} from '../../repositories/components';
import type { ComponentWrite } from '../../repositories/requests';

type Schemas = components['schemas'];

type SubmitBody = Schemas['ImageRequestSubmit'];

/**
 * Checks a submitted components list against the platform and the catalogue and turns it into
 * rows. The component types' own flags (required, game) win over what the client sent.
 */
export async function componentWrites(
  db: Queryable,
  body: SubmitBody,
  mid: number,
  manufacturerId: number,
): Promise<ComponentWrite[]> {
  const typeIds = [
    ...new Set(body.components.filter((c) => !c.isCustom).map((c) => c.componentID)),
  ];
  const types = new Map<number, ComponentTypeRecord>(
    (await componentTypesByIds(db, typeIds)).map((t) => [t.componentID, t]),
  );
  const keytbls = [
    ...new Set(
      body.components.map((c) => c.relatedKeytbl).filter((k): k is number => k !== null && k !== 0),
    ),
  ];
  const catalogue = await softwareOfManufacturer(db, keytbls, manufacturerId);
  const writes: ComponentWrite[] = [];
  for (const c of body.components) {
    const type = c.isCustom ? undefined : types.get(c.componentID);
    if (!c.isCustom && (!type || type.manufacturerId !== mid)) {
      throw badRequest(
        `The component "${c.componentType}" is not configured for the selected platform.`,
      );
    }
    if (c.relatedKeytbl !== null && c.relatedKeytbl !== 0 && !catalogue.has(c.relatedKeytbl)) {
      throw badRequest(
        `The software linked to "${c.componentType}" is not in the selected manufacturer's catalogue.`,
      );
    }
    // keytbl 0 is a link by name alone (a CustomNames type's name): there is no software row to point at.
    if (c.relatedKeytbl === 0 && type?.filterType !== 'CustomNames') {
      throw badRequest(
        `The component "${c.componentType}" must be linked to software from the catalogue.`,
      );
    }
    const required = type ? type.required : c.required;
    if (required && (c.relatedKeytbl === null || c.name.trim() === '')) {
      throw badRequest('There are required components in the list that have not been linked yet.');
    }
    writes.push({
      componentTypeId: type ? type.componentID : null,
      componentType: c.componentType,
      name: c.name.trim(),
      description: c.description,
      required,
      isGame: type ? type.gameComponent : c.isGame,
      isCustom: c.isCustom,
      keytbl: c.relatedKeytbl === 0 ? null : c.relatedKeytbl,
    });
  }
  return writes;
}
