import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');

export const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  command?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }> | string[];
  container_name?: string;
  deploy?: { replicas?: number };
  /** A service in a profile is not started by `docker compose up` (a tool run with `compose run`). */
  profiles?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}

/** YAML merge keys (`<<: *anchor`), which compose honours and js-yaml 5 leaves as plain keys. */
function resolveMerges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolveMerges);
  if (value === null || typeof value !== 'object') return value;
  const { '<<': merged, ...own } = value as Record<string, unknown>;
  const bases = (Array.isArray(merged) ? merged : merged ? [merged] : []).map(resolveMerges);
  const resolvedOwn = Object.fromEntries(Object.entries(own).map(([key, item]) => [key, resolveMerges(item)]));
  return Object.assign({}, ...bases, resolvedOwn);
}

/** docker-compose.yml as written (anchors and merges resolved, variables not interpolated). */
export const composeFile = () => resolveMerges(load(read('docker-compose.yml'))) as ComposeFile;

/** The variables .env.example sets, as `docker compose` reads an env file. */
export function envExample(): Record<string, string> {
  return Object.fromEntries(
    read('.env.example')
      .split('\n')
      .map((line) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

/** `docker compose` (v2 plugin) when the machine has it, else the standalone docker-compose; null if neither. */
export function composeCommand(): string[] | null {
  const works = (command: string, args: string[]) => {
    try {
      execFileSync(command, args, { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (works('docker', ['compose', 'version'])) return ['docker', 'compose'];
  if (works('docker-compose', ['version'])) return ['docker-compose'];
  return null;
}

/**
 * Renders an nginx template as the nginx image's entrypoint does (envsubst limited to the variables that
 * are set), so nginx's own $variables survive.
 */
export function renderTemplate(template: string, environment: Record<string, string>): string {
  return template.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (whole, braced, bare) => {
    const name = (braced ?? bare) as string;
    return name in environment ? environment[name]! : whole;
  });
}
