import { SetMetadata } from '@nestjs/common';
import type { JobName } from './jobs';

export const ON_JOB = 'gatherly:on-job';

/**
 * Marks the method that runs a job, in the domain module the job belongs to. The worker finds every
 * marked method at start-up (job-handlers.ts) and refuses to start unless each job has exactly one.
 */
export const OnJob = (name: JobName) => SetMetadata(ON_JOB, name);
