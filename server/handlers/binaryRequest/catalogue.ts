import type { Handlers } from '../../contract/types';
import type { components } from '@/api/generated/openapi';
import { notFound } from '../../http/errors';
import { DEFAULT_JURISDICTION_ID } from '@/lib/domain/jurisdictions';
import { splitChips } from '@/lib/domain/chipList';
import { nameLinkRow } from '@/lib/domain/nameLinks';
import {
  componentTypesOf,
  findComponentType,
  findPlatform,
  linkableSoftware,
  manufacturerPlatforms,
} from '../../repositories/components';

type Schemas = components['schemas'];

/** What a request is built from: platforms, their component types and the software to link. */
export const catalogueHandlers: Pick<
  Handlers,
  | 'GetManufacturerPlatforms'
  | 'GetComponentsList'
  | 'GetComponentTypesForJurisdiction'
  | 'GetComponentsForLinking'
> = {
  async GetManufacturerPlatforms({ user, services }) {
    const result: Schemas['Manufacturer'][] = [];
    for (const r of await manufacturerPlatforms(services.db, user.manufacturerIds)) {
      let manufacturer = result.at(-1);
      if (manufacturer?.manufacturerId !== r.manufacturerId) {
        manufacturer = {
          manufacturerId: r.manufacturerId,
          manufacturerName: r.manufacturerName,
          platforms: [],
        };
        result.push(manufacturer);
      }
      if (r.mid !== null) {
        manufacturer.platforms.push({
          mid: r.mid,
          platform: r.platform ?? '',
          name: r.name ?? '',
          gSAID: r.gSAID,
          sASID: r.sASID,
        });
      }
    }
    return { result };
  },

  async GetComponentsList({ user, query, services }) {
    const platform = await findPlatform(services.db, query.manufacturerId, user.manufacturerIds);
    if (!platform) throw notFound('Platform not found.');
    const types = await componentTypesOf(services.db, platform.mid, DEFAULT_JURISDICTION_ID, true);
    // Required first; the sort is stable, so each group stays in display-name order.
    types.sort((a, b) => Number(b.required) - Number(a.required));
    const result: Schemas['ComponentListItem'][] = types.map((t) => ({
      componentID: t.componentID,
      componentType: t.displayName,
      required: t.required,
      isGame: t.gameComponent,
      relatedKeytbl: null,
      name: t.filterType === 'CustomNames' ? (splitChips(t.customNames)[0] ?? '') : '',
      description: '',
      status: null,
      version: null,
      platform: platform.name,
      isCustom: false,
    }));
    return { result };
  },

  async GetComponentTypesForJurisdiction({ user, query, services }) {
    // Another manufacturer's platform reads as one without component types.
    const platform = await findPlatform(services.db, query.manufacturerId, user.manufacturerIds);
    if (!platform) return { result: [] };
    return {
      result: await componentTypesOf(services.db, platform.mid, query.jurisdictionId, false),
    };
  },

  async GetComponentsForLinking({ user, query, services }) {
    const type = await findComponentType(services.db, query.componentId);
    if (
      !type ||
      (user.manufacturerIds !== null && !user.manufacturerIds.includes(type.platformManufacturerId))
    ) {
      throw notFound('Component type not found.');
    }
    if (type.filterType === 'CustomNames') {
      // Name-only rows: keytbl 0 marks a link by name (there is no catalogue entry).
      const result: Schemas['LinkableComponent'][] = splitChips(type.customNames).map(nameLinkRow);
      return { result };
    }
    const filter = query.submissionFilter ?? 'All';
    const result = await linkableSoftware(services.db, {
      manufacturerId: type.platformManufacturerId,
      uploaded: filter === 'All' ? null : filter === 'Uploaded',
      function: type.function.trim(),
      idNumbers: splitChips(type.idNumbers),
      gameNames: splitChips(type.gameNames),
      versions: splitChips(type.versions),
      positions: splitChips(type.positions),
      jurisdictionTypes: splitChips(type.jurisdictionTypes),
    });
    return { result };
  },
};
