import { definedEntries, sentOr } from './objects';

describe('sentOr and definedEntries', () => {
  it('keep the current value for a field left out, and a sent null', () => {
    expect(sentOr(undefined, 'kept')).toBe('kept');
    expect(sentOr(null, 'kept')).toBeNull();
    expect(definedEntries({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });
});
