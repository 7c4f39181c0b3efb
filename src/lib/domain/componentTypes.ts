/**
 * A new, unsaved component type of a platform in a jurisdiction (componentID 0 creates it),
 * as the Platform Management editor opens it. Its fields are the contract's ComponentType;
 * the editor's state is typed by it, so the compiler holds the two together.
 */
export function newComponentType(manufacturerId: number, jurisdictionId: number) {
  return {
    componentID: 0,
    manufacturerId,
    jurisdictionId,
    componentType: '',
    displayName: '',
    filterType: 'CustomNames' as const,
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
