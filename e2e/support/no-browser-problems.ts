import { takeBrowserProblems } from './browser';

// Every screen a test visits runs without an uncaught error, a console error or a refusal under the
// shell's Content-Security-Policy.
afterEach(() => {
  expect(takeBrowserProblems()).toEqual([]);
});
