import type { ComponentType } from '@/api/generated/managementApi';

/** A new, unsaved component type of a platform in a jurisdiction (componentID 0 creates it). */
export function newComponentType(platformMid: number, jurisdictionId: number): ComponentType {
  return {
    componentID: 0,
    manufacturerId: platformMid,
    jurisdictionId,
    componentType: '',
    displayName: '',
    filterType: 'CustomNames',
    requireKeytbl: false,
    gameComponent: false,
    // New types are offered on requests at once (GetComponentsList lists active types only).
    active: true,
    customNames: '',
    jurisdictionTypes: '',
    function: '',
    idNumbers: '',
    gameNames: '',
    positions: '',
    versions: '',
    required: false,
  };
}

export const filterTypeLabels: Readonly<Record<ComponentType['filterType'], string>> = {
  CustomNames: 'Custom Names',
  Dynamic: 'Dynamic',
};
