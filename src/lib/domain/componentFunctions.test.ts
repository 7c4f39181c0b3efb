import { contractProperty } from '@/testing/openapiSchemas';
import { COMPONENT_FUNCTIONS, isComponentFunction } from './componentFunctions';

describe('component functions', () => {
  it("are the product spec's eleven choices, in its order", () => {
    expect(COMPONENT_FUNCTIONS).toEqual([
      'Main PGM',
      'Operating System',
      'Personality PGM',
      'Printer',
      'Progressive',
      'RAM Clear',
      'Bill Validator',
      'Sound/Graphics',
      'Hardware',
      'System',
      'Other',
    ]);
  });

  it.each<[string, boolean]>([
    ['Main PGM', true],
    ['Sound/Graphics', true],
    ['Other', true],
    ['main pgm', false],
    [' Main PGM', false],
    ['Firmware', false],
    ['', false],
  ])('%p is a function: %p', (value, expected) => {
    expect(isComponentFunction(value)).toBe(expected);
  });

  it('are the list openapi.yaml gives for ComponentType.function', () => {
    const { description, maxLength } = contractProperty('ComponentType', 'function');
    const listed = /one of (.+)\.$/s.exec(description?.trim() ?? '')?.[1];
    expect(listed?.split(/,\s*/)).toEqual([...COMPONENT_FUNCTIONS]);
    expect(Math.max(...COMPONENT_FUNCTIONS.map((fn) => fn.length))).toBeLessThanOrEqual(
      maxLength ?? 0,
    );
  });
});
