import type { Type } from '@nestjs/common';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { WorkerHost } from '@nestjs/bullmq';
import { ApiModule } from './api.module';
import { REQUEST_PROPERTIES } from './common/http/request-properties';
import { moduleGraph } from './module-graph';
import { ON_JOB } from './queues/on-job.decorator';
import { WorkerModule } from './worker.module';

const COMMON = join(__dirname, 'common');
const MODULES = join(__dirname, 'modules');

/** Every TypeScript file under a folder, tests included. */
const sources = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

/** A class provider's methods marked @OnJob. */
const jobMethods = (provider: unknown): string[] => {
  if (typeof provider !== 'function') return [];
  const prototype = (provider as Type).prototype as object;
  // Descriptors, not property reads: reading a getter would run it on the bare prototype.
  return Object.getOwnPropertyNames(prototype).filter((name) => {
    const method: unknown = Object.getOwnPropertyDescriptor(prototype, name)?.value;
    return typeof method === 'function' && Reflect.getMetadata(ON_JOB, method);
  });
};

const isQueueConsumer = (provider: unknown) =>
  typeof provider === 'function' && (provider as Type).prototype instanceof WorkerHost;

/** The files a module file imports, relative to the modules folder. */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((match) =>
    relative(MODULES, join(dirname(file), `${match[1]}.ts`)),
  );

describe('module boundaries', () => {
  it('common/ depends on no domain module: domains build on it, never the other way round', () => {
    const offenders = sources(COMMON).filter((file) => /from '(\.\.\/)+modules\//.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it("registers every domain's controllers and job handlers in its own module file", () => {
    const registered = new Set(
      readdirSync(MODULES).flatMap((domain) => {
        const moduleFile = join(MODULES, domain, `${domain}.module.ts`);
        return importsOf(moduleFile).filter((file) => file.startsWith(`${domain}/`));
      }),
    );
    const unregistered = sources(MODULES)
      .filter((file) => !file.endsWith('.spec.ts'))
      .filter((file) => file.endsWith('.controller.ts') || readFileSync(file, 'utf8').includes('@OnJob('))
      .map((file) => relative(MODULES, file))
      .filter((file) => !registered.has(file));
    expect(unregistered).toEqual([]);
  });

  it('gives the worker no routes', () => {
    const controllers = moduleGraph(WorkerModule).flatMap((node) => node.controllers.map((c) => c.name));
    expect(controllers).toEqual([]);
  });

  it('gives the API no job handlers and no queue consumers', () => {
    const workers = moduleGraph(ApiModule)
      .flatMap((node) => node.providers)
      .filter((provider) => jobMethods(provider).length > 0 || isQueueConsumer(provider))
      .map((provider) => (provider as Type).name);
    expect(workers).toEqual([]);
  });

  it('lets the worker run every job: each handler is registered in a module the worker imports', () => {
    const handlers = moduleGraph(WorkerModule)
      .flatMap((node) => node.providers)
      .flatMap((provider) => jobMethods(provider).map((method) => `${(provider as Type).name}.${method}`));
    expect(handlers.length).toBeGreaterThan(0);
    const consumers = moduleGraph(WorkerModule)
      .flatMap((node) => node.providers)
      .filter(isQueueConsumer);
    expect(consumers.length).toBeGreaterThan(0);
  });

  it('keeps the top-level module files to modules: no controller or job handler is listed only there', () => {
    const topLevel = ['api.module.ts', 'worker.module.ts', 'core.module.ts'].map((file) => join(__dirname, file));
    const listed = topLevel.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '\.\/modules\/([^']+)'/g)]
        .map((match) => match[1]!)
        .filter((path) => !basename(path).endsWith('.module') && !path.endsWith('.guard')),
    );
    expect(listed).toEqual([]);
  });

  it('sends SQL only from repositories and read models (the database folder and the health check aside)', () => {
    const dataAccess = /\.query\(|\.transaction\(|InjectRepository|createQueryBuilder|getRepository|\.manager\b/;
    const allowed = (file: string) =>
      /\.(repository|read-model)\.ts$/.test(file) ||
      file.startsWith(join(__dirname, 'database')) ||
      file.startsWith(join(MODULES, 'health'));
    const offenders = sources(__dirname)
      .filter((file) => !/\.(spec|int-spec)\.ts$/.test(file) && !allowed(file))
      .filter((file) => dataAccess.test(readFileSync(file, 'utf8')))
      .map((file) => relative(__dirname, file));
    expect(offenders).toEqual([]);
  });
});

describe('request properties', () => {
  it("declares on Fastify's Request every property the app's code adds to it", () => {
    const augmented = sources(__dirname)
      .map((file) => readFileSync(file, 'utf8'))
      .flatMap((source) => [...source.matchAll(/interface FastifyRequest \{([^}]*)\}/g)])
      .flatMap((match) => [...match[1]!.matchAll(/^\s*(\w+)\??:/gm)].map((property) => property[1]!));
    expect(augmented.length).toBeGreaterThan(0);
    expect([...augmented].sort()).toEqual([...REQUEST_PROPERTIES].sort());
  });
});
