import { read } from './support/repository';

interface Stage {
  name: string;
  from: string;
  instructions: string[];
}

/** A Dockerfile's stages, each with its instructions (continuation lines joined, comments dropped). */
function stages(path: string): Stage[] {
  const lines = read(path)
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: Stage[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) result.push({ from: from[1]!, name: from[2] ?? '', instructions: [] });
    else result.at(-1)?.instructions.push(line);
  }
  return result;
}

/** Every instruction that applies to a target: its own and those of the stages it is built FROM. */
function instructionsOf(all: Stage[], target: string): string[] {
  const stage = all.find((candidate) => candidate.name === target);
  if (!stage) throw new Error(`No stage ${target}`);
  const parent = all.find((candidate) => candidate.name === stage.from);
  return [...(parent ? instructionsOf(all, parent.name) : []), ...stage.instructions];
}

const DEPLOYABLES = [
  { name: 'api', dockerfile: 'backend/Dockerfile', target: 'api' },
  { name: 'worker', dockerfile: 'backend/Dockerfile', target: 'worker' },
  { name: 'web apps (shell and remotes)', dockerfile: 'frontends/Dockerfile', target: 'runtime' },
];

describe.each(DEPLOYABLES)('The $name image', ({ dockerfile, target }) => {
  const all = stages(dockerfile);
  const runtime = instructionsOf(all, target);

  it('is multi-stage: built in one stage, run from a small image with only the output', () => {
    expect(all.length).toBeGreaterThan(2);
    const base = all.find((stage) => stage.name === target)!;
    const root = all.find((stage) => stage.name === base.from) ?? base;
    expect(root.from).toMatch(/^node:22-(slim|alpine)$/);
    expect(runtime.some((line) => /^COPY --from=build /.test(line))).toBe(true);
    expect(runtime.some((line) => /^RUN npm ci(?!.*--omit=dev)/.test(line))).toBe(false);
  });

  it('runs as a non-root user', () => {
    const users = runtime.filter((line) => /^USER /.test(line));
    expect(users.at(-1)).toMatch(/^USER (node|\d{4,})$/);
  });

  it('has a health check', () => {
    expect(runtime.some((line) => /^HEALTHCHECK .*CMD /.test(line))).toBe(true);
  });
});

describe('Image builds use the commands the tests run', () => {
  it('builds the backend and each web app with the same npm scripts as `npm start` and `npm test`', () => {
    const start = read('scripts/start.mjs');
    expect(start).toContain("['run', 'build', '--workspace', 'backend']");
    expect(start).toContain("['run', 'build', '--workspace', `frontends/${app}`]");
    expect(read('backend/package.json')).toContain('"test": "npm run build && ');
    const backend = stages('backend/Dockerfile').flatMap((stage) => stage.instructions);
    // The image leaves out the compiler's incremental build info (a cache for the next build only).
    expect(backend).toContain('RUN npm run build --workspace backend && rm backend/dist/.tsbuildinfo');
    const web = stages('frontends/Dockerfile').flatMap((stage) => stage.instructions);
    expect(web).toContain('RUN npm run build --workspace "frontends/${APP}"');
  });

  it('serves a web app in its container with the server the browser tests run against', () => {
    const web = stages('frontends/Dockerfile').flatMap((stage) => stage.instructions);
    // The server and its packages alone (web-server-files.test.ts runs it from such a folder).
    expect(web).toContain('RUN node frontends/tooling/pack-web-server.cjs /server');
    expect(web).toContain('COPY --from=build /server ./');
    expect(web.at(-1)).toBe('CMD ["sh", "-c", "exec node web-server.cjs \\"$APP\\""]');
    expect(read('backend/src/runtime/launcher.ts')).toContain("'web-server.cjs'");
  });
});

describe('The backup image', () => {
  const runtime = instructionsOf(stages('backend/Dockerfile'), 'backup');

  it("is the API's image with the PostgreSQL client, run as a non-root user", () => {
    expect(runtime.some((line) => /^COPY --from=build /.test(line))).toBe(true);
    expect(runtime.some((line) => /^RUN .*apt-get install .*postgresql-client-\$\{PG_MAJOR\}/.test(line))).toBe(true);
    expect(runtime.filter((line) => /^USER /.test(line)).at(-1)).toBe('USER node');
    expect(runtime.at(-1)).toBe('CMD ["node", "dist/cli.js", "backup"]');
  });
});
