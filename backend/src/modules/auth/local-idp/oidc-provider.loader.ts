type OidcProviderModule = typeof import('oidc-provider');

const UNSUPPORTED_RUNTIME = 'oidc-provider WARNING: Unsupported runtime';

/**
 * Loads oidc-provider (ES modules only) when the embedded provider is first used. On import it warns that
 * it prefers Node 22 while this stack runs Node 20 (docs/decisions.md): that one line is dropped, every
 * other warning is printed as usual.
 */
export async function loadOidcProvider(): Promise<OidcProviderModule> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(UNSUPPORTED_RUNTIME)) return;
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}
