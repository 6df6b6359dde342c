import { LRUCache } from 'lru-cache';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** Enough for every sign-in under way in development and tests; the oldest go first. */
const MAX_ENTRIES = 5000;

/**
 * oidc-provider's storage (interactions, codes, tokens, its own sessions) kept in this process, each
 * entry for its lifetime. A sign-in with the embedded provider starts and ends within one API process
 * (see docs/decisions.md): the provider is for development and tests, not for a scaled-out deployment.
 */
export function memoryAdapterFactory(): (model: string) => Adapter {
  const store = new LRUCache<string, AdapterPayload | string>({ max: MAX_ENTRIES, ttlAutopurge: false });
  const grants = new LRUCache<string, Set<string>>({ max: MAX_ENTRIES });
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const find = async (id: string) => {
      const value = store.get(key(id));
      return typeof value === 'object' ? value : undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const ttl = expiresIn > 0 ? expiresIn * 1000 : undefined;
        store.set(key(id), payload, { ttl });
        if (payload.uid) store.set(`uid:${payload.uid}`, id, { ttl });
        if (payload.grantId) {
          const members = grants.get(payload.grantId) ?? new Set<string>();
          members.add(key(id));
          grants.set(payload.grantId, members);
        }
      },
      find,
      async findByUid(uid) {
        const id = store.get(`uid:${uid}`);
        return typeof id === 'string' ? find(id) : undefined;
      },
      async findByUserCode() {
        return undefined;
      },
      async consume(id) {
        const payload = await find(id);
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const member of grants.get(grantId) ?? []) store.delete(member);
        grants.delete(grantId);
      },
    };
  };
}
