import { shareOneHiddenClass } from '../../test/support/hidden-class';
import { definedEntries, merged, sentOr } from './objects';

describe('merged', () => {
  it('is the spread of its two objects: the second wins, neither is changed', () => {
    const base = { a: 1, b: 2 };
    const extra = { b: 3, c: 4 };
    expect(merged(base, extra)).toEqual({ a: 1, b: 3, c: 4 });
    expect(base).toEqual({ a: 1, b: 2 });
    expect(extra).toEqual({ b: 3, c: 4 });
  });

  it('gives the objects it makes one hidden class', () => {
    const row = (index: number) => ({ id: `row-${index}`, name: `Row ${index}` });
    expect(shareOneHiddenClass((base) => merged(base, { extra: true }), row)).toBe(true);
  });
});

describe('sentOr and definedEntries', () => {
  it('keep the current value for a field left out, and a sent null', () => {
    expect(sentOr(undefined, 'kept')).toBe('kept');
    expect(sentOr(null, 'kept')).toBeNull();
    expect(definedEntries({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });
});
