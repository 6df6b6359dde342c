/** Query parameters that carry credentials or one-time codes. */
const SECRET_QUERY_KEYS = new Set([
  'code',
  'state',
  'token',
  'code_verifier',
  'access_token',
  'refresh_token',
  'signature',
]);

/** Path segments that follow these words are bearer secrets (invitation tokens, signed upload ids). */
const SECRET_PATH_PREFIXES = ['invitations', 'invite', 'upload', 'feeds'];

/** What a URL with nothing to redact lacks: a query, and a segment after one of those words. */
const MAY_HOLD_SECRETS = new RegExp(`\\?|(?:^|/)(?:${SECRET_PATH_PREFIXES.join('|')})/`);

/** A URL as it may appear in logs: secrets in the path and query are replaced by [redacted]. */
export function redactUrl(url: string): string {
  // Most URLs, logged once per request, are returned as they are without being taken apart.
  if (!MAY_HOLD_SECRETS.test(url)) return url;
  const [path = '', query] = url.split('?', 2);
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (SECRET_PATH_PREFIXES.includes(segments[i - 1] ?? '') && segments[i]) segments[i] = '[redacted]';
  }
  const safePath = segments.join('/');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${safePath}?${params.toString()}`;
}
