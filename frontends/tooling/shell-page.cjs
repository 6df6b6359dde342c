/**
 * The shell's page and what it may load: the remote map (/remotes.json) and the Content-Security-Policy
 * sent with the page, both worked out per request, since a release edits the map without a restart.
 */
const { createHash } = require('node:crypto');
const { readFile, stat } = require('node:fs/promises');
const path = require('node:path');

const REMOTES = { photos: 3101, travel: 3102, members: 3103, settings: 3104, costs: 3105, admin: 3106 };
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * Each remote on its own port of this host, unless the deployment points some or all elsewhere: `json`
 * (REMOTE_MAP) fixed at start, or `file` (REMOTE_MAP_FILE), read on every request so a release needs no
 * restart. An entry may be a path of this origin (a reverse proxy serving each remote under its own path).
 */
async function remoteMap(hostname, { json, file }) {
  const local = Object.fromEntries(
    Object.entries(REMOTES).map(([name, port]) => [name, `http://${hostname}:${port}/mf-manifest.json`]),
  );
  const configured = file ? await readFile(file, 'utf8') : json;
  return { ...local, ...(configured ? JSON.parse(configured) : {}) };
}

/**
 * The CSP hash of each inline script: the build writes one into the page (the first-paint script of
 * frontends/shell/src/prerender), and no inline script runs unless the policy names it.
 */
function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , source]) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
}

/** Reads the built index.html again only when a build has replaced it. */
function pageReader(root) {
  const file = path.join(root, 'index.html');
  let page;
  return async () => {
    const { mtimeMs, size } = await stat(file);
    if (page?.mtimeMs !== mtimeMs || page.size !== size) {
      const html = await readFile(file);
      page = { mtimeMs, size, html, scriptHashes: inlineScriptHashes(html.toString('utf8')) };
    }
    return page;
  };
}

/** The origins other than the page's own that remote entries point at (paths of this origin add none). */
function remoteOrigins(map, pageOrigin) {
  const origins = Object.values(map).map((entry) => new URL(entry, pageOrigin).origin);
  return [...new Set(origins)].filter((origin) => origin !== pageOrigin);
}

/**
 * Scripts only from this origin, the remotes' and the page's own inline script by its hash; no framing by
 * anyone. Styles allow 'unsafe-inline': the page and the landing page carry <style> elements, and antd
 * writes the CSS variables of each event's palette into <style> elements at run time. Images come from
 * anywhere on the web: an event's logo is whatever http or https address its organiser gave, profile
 * pictures are Google's, generated logos are data: URLs.
 */
function contentSecurityPolicy({ scriptHashes, remotes, https }) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...scriptHashes],
    'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
    'connect-src': ["'self'", ...remotes],
    'img-src': ["'self'", 'data:', 'https:', 'http:'],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

module.exports = { REMOTES, remoteMap, pageReader, remoteOrigins, contentSecurityPolicy };
