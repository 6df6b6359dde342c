/**
 * The API's Node.js flags, wherever it runs: `npm start`'s launcher, its image (backend/Dockerfile, checked
 * by deploy/test/dockerfiles.test.ts) and the benchmark. Semi-spaces of 32 MB instead of V8's 16: each
 * request leaves short-lived garbage behind (its request, reply, guards' context, rows and JSON), and a
 * young generation twice as large is scavenged half as often for the same survivors: a small gain in the
 * events list's share of the bare server. It costs up to 48 MB more memory under load.
 *
 * No allocation-site pretenuring: under a burst, requests wait long enough that their rows outlive young
 * collections, and V8 then decides, for good, that what those allocation sites make is long-lived and
 * allocates it straight into old space. After the burst every request's rows went there, each keeping its
 * young strings and dates alive through every scavenge until a full collection: the flights list
 * promoted over ten times as much in a paced run as the bare server (which happened not to decide so),
 * and its scavenges and p99 grew with it.
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];
