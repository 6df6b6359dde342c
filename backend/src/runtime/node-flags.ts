/**
 * The API's Node.js flags, wherever it runs: `npm start`'s launcher, its image (backend/Dockerfile, checked
 * by deploy/test/dockerfiles.test.ts) and the benchmark. Semi-spaces of 32 MB instead of V8's 16: each
 * request leaves short-lived garbage behind (its request, reply, guards' context, rows and JSON), and a
 * young generation twice as large is scavenged half as often for the same survivors. A small gain: the
 * events list read 82.9 % of the bare server with it against 78.8 % without in eight alternating rounds,
 * 84.7 % against 83.4 % in a second run (README, issue 20's fifteenth changes); the bare server given it
 * read 100.1 % of itself without. It costs up to 48 MB more memory under load.
 *
 * No allocation-site pretenuring: under a burst, requests wait long enough that their rows outlive young
 * collections, and V8 then decides, for good, that what those allocation sites make is long-lived and
 * allocates it straight into old space. After the burst every request's rows went there, each keeping its
 * young strings and dates alive through every scavenge until a full collection: the flights list
 * promoted 418 MB in a 13-second paced run instead of 28 (the bare server, which happened not to decide
 * so), its scavenges took 8 ms instead of 1 and its p99 read 20 to 80 ms instead of 7 to 14 (README, issue
 * 20's twenty-second changes).
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];
