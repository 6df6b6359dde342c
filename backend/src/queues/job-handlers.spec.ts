import type { Job } from 'bullmq';
import { type FoundHandler, handlerTable } from './job-handlers';
import { JobName } from './jobs';

const handler = (name: JobName, where = `Jobs.${name}`): FoundHandler => ({
  name,
  where,
  run: () => Promise.resolve(name),
});
const everyJob = () => Object.values(JobName).map((name) => handler(name));

describe('handlerTable', () => {
  it('maps every job to its one handler', async () => {
    const table = handlerTable(everyJob());
    expect([...table.keys()].sort()).toEqual(Object.values(JobName).sort());
    expect(await table.get(JobName.Photo)!({}, {} as Job)).toBe(JobName.Photo);
  });

  it('refuses to start when a job has no handler', () => {
    const found = everyJob().filter((entry) => entry.name !== JobName.Banner);
    expect(() => handlerTable(found)).toThrow('The worker cannot start: job "banner" has no handler');
  });

  it('refuses to start when a job has two handlers, naming both', () => {
    const found = [...everyJob(), handler(JobName.InvitationMail, 'OtherMailer.send')];
    expect(() => handlerTable(found)).toThrow('job "invitation" has 2 handlers (Jobs.invitation, OtherMailer.send)');
  });
});
