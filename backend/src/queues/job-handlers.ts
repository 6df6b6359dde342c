import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Job } from 'bullmq';
import { JobName } from './jobs';
import { ON_JOB } from './on-job.decorator';

/** A handler gets its job's payload, and the job itself to note progress a retry should know of. */
type Handler = (payload: unknown, job: Job) => Promise<unknown>;

export interface FoundHandler {
  name: JobName;
  /** Class and method, for the start-up message. */
  where: string;
  run: Handler;
}

/** One handler per job, or the reason the worker must not start. */
export function handlerTable(found: FoundHandler[]): Map<JobName, Handler> {
  const problems: string[] = [];
  const table = new Map<JobName, Handler>();
  for (const name of Object.values(JobName)) {
    const handlers = found.filter((handler) => handler.name === name);
    if (handlers.length === 0) problems.push(`job "${name}" has no handler`);
    if (handlers.length > 1) {
      problems.push(`job "${name}" has ${handlers.length} handlers (${handlers.map((h) => h.where).join(', ')})`);
    }
    if (handlers.length === 1) table.set(name, handlers[0]!.run);
  }
  if (problems.length > 0) throw new Error(`The worker cannot start: ${problems.join('; ')}`);
  return table;
}

/** The worker's table of job handlers, found among its providers by their @OnJob marks. */
@Injectable()
export class JobHandlers implements OnModuleInit {
  private table = new Map<JobName, Handler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const found: FoundHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const name = this.reflector.get<JobName | undefined>(ON_JOB, instance[method] as Handler);
        if (name) {
          const run = (instance[method] as Handler).bind(instance);
          found.push({ name, where: `${instance.constructor.name}.${method}`, run });
        }
      }
    }
    this.table = handlerTable(found);
  }

  run(job: Job): Promise<unknown> {
    const handler = this.table.get(job.name as JobName);
    if (!handler) throw new Error(`No handler for job ${job.name}`);
    return handler(job.data, job);
  }
}
