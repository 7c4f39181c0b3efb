import { addChip, joinChips, splitChips } from './chipRule';

describe('chip-list rule', () => {
  it('adds a trimmed value', () => {
    expect(addChip(['A'], '  B  ')).toEqual(['A', 'B']);
  });

  it('turns away empty and blank values', () => {
    const chips = ['A'];
    expect(addChip(chips, '')).toBe(chips);
    expect(addChip(chips, '   ')).toBe(chips);
  });

  it('turns away a value already present once trimmed', () => {
    const chips = ['A', 'B'];
    expect(addChip(chips, ' B ')).toBe(chips);
    expect(addChip(chips, 'A')).toBe(chips);
  });

  it('is case-sensitive: only the same text is a repeat', () => {
    expect(addChip(['abc'], 'ABC')).toEqual(['abc', 'ABC']);
  });

  it('stores the chips comma-joined and reads them back through the rule', () => {
    expect(joinChips(['AP', 'NU'])).toBe('AP,NU');
    expect(splitChips('AP, NU,,AP , ')).toEqual(['AP', 'NU']);
    expect(splitChips('')).toEqual([]);
    expect(splitChips(null)).toEqual([]);
  });
});
