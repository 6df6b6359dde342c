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

/**
 * What a URL with nothing to redact lacks: a query, an escape (`fe%65ds` is routed as `feeds`), and a
 * segment after one of those words in any case.
 */
const MAY_HOLD_SECRETS = new RegExp(`[?%]|(?:^|/)(?:${SECRET_PATH_PREFIXES.join('|')})/`, 'i');

/** A path segment as the router reads it: each escape decoded on its own, so a malformed one hides nothing. */
function asRouted(segment: string): string {
  return segment.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).toLowerCase();
}

/** Whether the segment after this one is a secret: it is one of those words, or ends with one (`x%2Ffeeds`). */
function precedesSecret(segment: string): boolean {
  const routed = asRouted(segment);
  return SECRET_PATH_PREFIXES.some((prefix) => routed === prefix || routed.endsWith(`/${prefix}`));
}

/** Whether a segment holds one of those words and a secret after it behind an escaped slash (`feeds%2Fabc`). */
function holdsSecret(segment: string): boolean {
  const routed = asRouted(segment);
  return SECRET_PATH_PREFIXES.some((prefix) => routed.startsWith(`${prefix}/`) || routed.includes(`/${prefix}/`));
}

/** A URL as it may appear in logs: secrets in the path and query are replaced by [redacted]. */
export function redactUrl(url: string): string {
  // Most URLs, logged once per request, are returned as they are without being taken apart.
  if (!MAY_HOLD_SECRETS.test(url)) return url;
  const [path = '', query] = url.split('?', 2);
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (!segments[i]) continue;
    if (precedesSecret(segments[i - 1] ?? '') || holdsSecret(segments[i]!)) segments[i] = '[redacted]';
  }
  const safePath = segments.join('/');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${safePath}?${params.toString()}`;
}
