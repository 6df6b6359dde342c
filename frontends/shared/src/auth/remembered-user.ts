import type { User } from '../api/types';

const REMEMBERED_USER_KEY = 'gatherly.user';

/**
 * Who this browser's session belongs to, kept while it lasts: started without a network, the app cannot
 * ask the server, yet the member must still reach the events they opened. Not a credential: nothing the
 * server does trusts it, and it is forgotten when the session ends.
 */
export const rememberedUser = {
  read(): User | null {
    try {
      const stored = JSON.parse(localStorage.getItem(REMEMBERED_USER_KEY) ?? 'null') as User | null;
      return typeof stored?.id === 'string' ? stored : null;
    } catch {
      return null;
    }
  },
  keep(user: User): void {
    localStorage.setItem(REMEMBERED_USER_KEY, JSON.stringify(user));
  },
  forget(): void {
    localStorage.removeItem(REMEMBERED_USER_KEY);
  },
};
