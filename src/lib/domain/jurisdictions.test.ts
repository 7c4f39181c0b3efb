import { contractProperty } from '@/testing/openapiSchemas';
import { DEFAULT_JURISDICTION_ID, JURISDICTION_TYPES, isJurisdictionType } from './jurisdictions';

describe('jurisdictions', () => {
  it("types are the product spec's six choices, in its order", () => {
    expect(JURISDICTION_TYPES).toEqual(['AP', 'NU', 'CP', 'OH', 'TC', 'RA']);
  });

  it.each<[string, boolean]>([
    ['AP', true],
    ['RA', true],
    ['ap', false],
    ['AP,NU', false],
    ['ZZ', false],
    ['', false],
  ])('%p is a jurisdiction type: %p', (value, expected) => {
    expect(isJurisdictionType(value)).toBe(expected);
  });

  it('types are the list openapi.yaml gives for ComponentType.jurisdictionTypes', () => {
    const { description } = contractProperty('ComponentType', 'jurisdictionTypes');
    const listed = /each one of (.+)\.$/.exec(description ?? '')?.[1];
    expect(listed?.split(/,\s*/)).toEqual([...JURISDICTION_TYPES]);
  });

  it('the default jurisdiction is 129, as openapi.yaml says', () => {
    expect(DEFAULT_JURISDICTION_ID).toBe(129);
    expect(contractProperty('Jurisdiction', 'jurisdictionId').description).toContain(
      `${DEFAULT_JURISDICTION_ID} is the default jurisdiction`,
    );
  });
});
