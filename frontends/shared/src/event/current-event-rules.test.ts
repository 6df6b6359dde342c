import { canSwitchTo, eventAccess, NEW_EVENT_MEMORY_MS, pruneRecentlyCreated } from './current-event-rules';

describe('current event rules (spec section 4)', () => {
  const now = 1_000_000_000;

  it('switches only to listed events or one created in the last five minutes', () => {
    const recent = new Map([
      ['fresh', now - 1000],
      ['old', now - NEW_EVENT_MEMORY_MS - 1],
    ]);
    expect(canSwitchTo('a', ['a', 'b'], recent, now)).toBe(true);
    expect(canSwitchTo('fresh', ['a'], recent, now)).toBe(true);
    expect(canSwitchTo('old', ['a'], recent, now)).toBe(false);
    expect(canSwitchTo('stranger', ['a'], recent, now)).toBe(false);
  });

  it('drops remembered events older than five minutes', () => {
    const pruned = pruneRecentlyCreated(
      new Map([
        ['fresh', now - 1000],
        ['old', now - NEW_EVENT_MEMORY_MS],
      ]),
      now,
    );
    expect([...pruned.keys()]).toEqual(['fresh']);
  });

  it('answers the access check: loading, allowed or denied, even for a user without events', () => {
    expect(eventAccess('a', undefined, new Map(), now)).toBe('loading');
    expect(eventAccess('a', ['a'], new Map(), now)).toBe('allowed');
    expect(eventAccess('x', ['a'], new Map(), now)).toBe('denied');
    expect(eventAccess('x', [], new Map(), now)).toBe('denied');
  });
});
