import { Caller, createEventFixture, EventFixture } from './event-fixture';
import { databaseFingerprint, startTestApp, TestApp } from './test-app';

// What the events test files share, set by the beforeAll that useEventsSuite registers.
export let t: TestApp;
export let f: EventFixture;

/**
 * Starts the API before an events test file's tests, with the event 'Lake Weekend', and stops it after.
 * Call it once, at the top of the file's describe.
 */
export function useEventsSuite(): void {
  beforeAll(async () => {
    t = await startTestApp();
    f = await createEventFixture(t);
  });
  afterAll(() => t.close());
}

/** Asserts the status, and that a refused call left every table as it was. */
export async function expectStatus(
  caller: Caller,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  status: number,
  body?: object,
) {
  const before = status >= 400 ? await databaseFingerprint(t.db) : undefined;
  const call = t.http()[method](path).set(f.headers(caller));
  const response = await (body ? call.send(body) : call);
  expect({ caller, method, path, status: response.status }).toEqual({ caller, method, path, status });
  if (before) {
    expect(response.body).toEqual({ statusCode: status, message: expect.any(String), error: expect.any(String) });
    expect(await databaseFingerprint(t.db)).toEqual(before);
  }
  return response;
}
