import { leaveForLanding, RETURN_PATH_KEY, returnAfterSignIn } from './return-path';

function surroundings(path: string) {
  const url = new URL(path, 'https://gatherly.test');
  const values = new Map<string, string>();
  const location = { pathname: url.pathname, search: url.search, hash: url.hash };
  return {
    location,
    history: {
      state: null,
      replaceState: jest.fn((_: unknown, __: string, to: string) => {
        const next = new URL(to, 'https://gatherly.test');
        Object.assign(location, { pathname: next.pathname, search: next.search, hash: next.hash });
      }),
    },
    storage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    },
  };
}

describe('the route a signed-out visitor asked for', () => {
  it('shows the landing page at / and returns to the route, query included, after sign-in', () => {
    const tab = surroundings('/events/e1/photos?page=2');
    leaveForLanding(tab);
    expect(tab.location.pathname).toBe('/');
    returnAfterSignIn(tab);
    expect(`${tab.location.pathname}${tab.location.search}`).toBe('/events/e1/photos?page=2');
    expect(tab.storage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('keeps nothing for a visitor already at /, and returns only once', () => {
    const tab = surroundings('/');
    leaveForLanding(tab);
    expect(tab.storage.getItem(RETURN_PATH_KEY)).toBeNull();
    returnAfterSignIn(tab);
    expect(tab.history.replaceState).not.toHaveBeenCalled();
  });

  it('never leads to another origin, whatever the storage holds', () => {
    const tab = surroundings('/');
    tab.storage.setItem(RETURN_PATH_KEY, '//evil.test/x');
    returnAfterSignIn(tab);
    expect(tab.history.replaceState).not.toHaveBeenCalled();
  });
});
