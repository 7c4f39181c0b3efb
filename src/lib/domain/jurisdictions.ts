/**
 * Jurisdictions (product spec section 9). The types are the component type editor's chips,
 * the server's check of SaveComponentType and the software-set CSV's Jurisdiction Type
 * column; openapi.yaml repeats them in ComponentType.jurisdictionTypes' description (a
 * comma-joined list, so not an enum); jurisdictions.test.ts keeps the two equal.
 */
export const JURISDICTION_TYPES = ['AP', 'NU', 'CP', 'OH', 'TC', 'RA'] as const;

export type JurisdictionType = (typeof JURISDICTION_TYPES)[number];

export function isJurisdictionType(value: string): value is JurisdictionType {
  return JURISDICTION_TYPES.some((type) => type === value);
}

/**
 * The default jurisdiction: the one whose platforms carry a SAS ID and whose component-type
 * configuration a software set is checked against.
 */
export const DEFAULT_JURISDICTION_ID = 129;
