const SECRET_PARAMS = ['password', 'sslpassword', 'sslkey'];

/** A connection URL fit for a log line: user, host and database stay visible, credentials do not. */
export function maskUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // An unparseable URL may still contain a password, so none of it is shown.
    return '[unparseable URL]';
  }
  if (parsed.password) parsed.password = '***';
  for (const key of SECRET_PARAMS) {
    if (parsed.searchParams.has(key)) parsed.searchParams.set(key, '***');
  }
  return parsed.toString();
}
