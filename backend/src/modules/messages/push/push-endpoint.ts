/** Hosts a push service may run on for a developer or a test: the only ones reached over plain http. */
const LOOPBACK = new Set(['localhost', '127.0.0.1']);

export const PUSH_SERVICE_REFUSED = 'This push service is not supported';

/** The longest endpoint stored; the big push services' are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/**
 * Whether the worker may post to this endpoint: an https address on one of the allowed hosts (a name
 * admits its subdomains), or http to this machine when it is allowed. Anything else could turn a
 * subscription into a request to an address of the caller's choosing.
 */
export function pushEndpointAllowed(endpoint: string, allowedHosts: readonly string[]): boolean {
  if (endpoint.length > PUSH_ENDPOINT_MAX_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const allowed = allowedHosts.some((name) => host === name || (!LOOPBACK.has(name) && host.endsWith(`.${name}`)));
  if (!allowed) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.has(host);
}
