import { joinList, parseList } from './profile-lists';

describe('comma-separated list fields', () => {
  it('splits on commas, trims and drops empty items', () => {
    expect(parseList(' vegan, , nuts ,gluten ')).toEqual(['vegan', 'nuts', 'gluten']);
    expect(parseList('')).toEqual([]);
    expect(joinList(['a', 'b'])).toBe('a, b');
  });
});
