/**
 * The API's Node.js flags, wherever it runs: `npm start`'s launcher, its image (backend/Dockerfile, checked
 * by deploy/test/dockerfiles.test.ts) and the benchmark. Semi-spaces of 32 MB instead of V8's 16: each
 * request leaves short-lived garbage behind (its request, reply, guards' context, rows and JSON), and a
 * young generation twice as large is scavenged half as often for the same survivors. A small gain: the
 * events list read 82.9 % of the bare server with it against 78.8 % without in eight alternating rounds,
 * 84.7 % against 83.4 % in a second run (README, issue 20's fifteenth changes); the bare server given it
 * read 100.1 % of itself without. It costs up to 48 MB more memory under load.
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
