import { takePolicyViolations } from './browser';

// Every screen a test visits runs under the shell's Content-Security-Policy without a refusal.
afterEach(() => {
  expect(takePolicyViolations()).toEqual([]);
});
