import type { DataSource } from 'typeorm';
import { databaseFingerprint } from './test-app';

export type Sent = PromiseLike<{ status: number; body: { message: string } }>;

/** A refused call answers the status (and message) and leaves every domain table as it was. */
export async function expectRefused(db: DataSource, send: () => Sent, status: number, message?: string) {
  const before = await databaseFingerprint(db);
  const response = await send();
  expect({ status: response.status, message: response.body.message }).toEqual({
    status,
    message: message ?? expect.anything(),
  });
  expect(await databaseFingerprint(db)).toEqual(before);
  return response;
}

/** Like expectRefused, with the message, when given, only required to contain `message`. */
export async function expectRefusedContaining(
  db: DataSource,
  send: () => PromiseLike<{ status: number; body: { message?: string } }>,
  status: number,
  message?: string,
) {
  const before = await databaseFingerprint(db);
  const response = await send();
  expect(response.status).toBe(status);
  if (message) expect(response.body.message).toContain(message);
  expect(await databaseFingerprint(db)).toEqual(before);
  return response;
}
