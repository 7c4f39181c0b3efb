import { addChip, joinChips, normaliseChips, splitChips } from './chipList';

describe('chip-list rule', () => {
  it.each<[string, string[], string, string[]]>([
    ['adds a trimmed value', ['A'], '  B  ', ['A', 'B']],
    ['is case-sensitive: only the same text is a repeat', ['abc'], 'ABC', ['abc', 'ABC']],
  ])('%s', (_name, chips, raw, expected) => {
    expect(addChip(chips, raw)).toEqual(expected);
  });

  it.each<[string, string[], string]>([
    ['turns away an empty value', ['A'], ''],
    ['turns away a blank value', ['A'], '   '],
    ['turns away a value already present once trimmed', ['A', 'B'], ' B '],
    ['turns away a value already present', ['A', 'B'], 'A'],
  ])('%s (the same array back)', (_name, chips, raw) => {
    expect(addChip(chips, raw)).toBe(chips);
  });

  it.each<[string | null, string[], string]>([
    ['AP, NU,,AP , ', ['AP', 'NU'], 'AP,NU'],
    ['AP,NU', ['AP', 'NU'], 'AP,NU'],
    ['  MP-2 ,MP-1,mp-1', ['MP-2', 'MP-1', 'mp-1'], 'MP-2,MP-1,mp-1'],
    [',, ,', [], ''],
    ['', [], ''],
    [null, [], ''],
  ])('stores %p comma-joined and reads it back through the rule', (joined, chips, stored) => {
    expect(splitChips(joined)).toEqual(chips);
    expect(joinChips(chips)).toBe(stored);
    if (joined !== null) expect(normaliseChips(joined)).toBe(stored);
  });
});
