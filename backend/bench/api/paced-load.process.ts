import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { loadResult, type PacedLoadOptions, type PacedLoadResult, WARM_UP_SECONDS } from './load-result';

/** How often the paced load looks for requests that are due: well under the gap between two of them. */
const PACING_TICK_MS = 1;

/**
 * The paced load's generator, run by `runPacedLoad` (load.ts) in a process of its own so that nothing else
 * shares its event loop and its heap stays small. Sent its options, it answers with its result and exits.
 *
 * Answers are read from undici's dispatcher and their bytes dropped as they arrive: buffering each body
 * (`response.body.arrayBuffer()`) made the generator collect garbage so often that its own pauses decided
 * the servers' p99.
 */
async function pacedLoad({
  baseUrl,
  request,
  seconds,
  perSecond,
  connections,
}: PacedLoadOptions): Promise<PacedLoadResult> {
  const pool = new Pool(baseUrl, { connections, pipelining: 1 });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const stalls = monitorEventLoopDelay({ resolution: PACING_TICK_MS });
  const interval = 1000 / perSecond;
  const start = performance.now();
  const measuredFrom = start + WARM_UP_SECONDS * 1000;
  const measuredTo = measuredFrom + seconds * 1000;
  let unanswered = 0;
  let lastAnswered = () => {};

  const send = (due: number) => {
    const measured = due >= measuredFrom;
    const settle = (status: string) => {
      if (measured) statuses[status] = (statuses[status] ?? 0) + 1;
      if (--unanswered === 0) lastAnswered();
    };
    let status = 0;
    unanswered++;
    pool.dispatch(
      { method: request.method, path: request.path, headers: request.headers, body: request.body },
      {
        // undici recognises a handler of its current interface by this method, needed or not.
        onRequestStart: () => {},
        onResponseStart: (_controller, statusCode) => {
          status = statusCode;
        },
        onResponseData: () => {},
        onResponseEnd: () => {
          if (measured) latencies.push(performance.now() - due);
          settle(String(status));
        },
        onResponseError: () => settle('errors'),
      },
    );
  };

  stalls.enable();
  let sent = 0;
  let measuring = false;
  await new Promise<void>((resolve) => {
    const ticker = setInterval(() => {
      const now = Math.min(performance.now(), measuredTo);
      if (!measuring && now >= measuredFrom) {
        measuring = true;
        stalls.reset();
      }
      for (; start + sent * interval <= now; sent++) send(start + sent * interval);
      if (now >= measuredTo) {
        clearInterval(ticker);
        resolve();
      }
    }, PACING_TICK_MS);
  });
  stalls.disable();
  if (unanswered > 0) await new Promise<void>((resolve) => (lastAnswered = resolve));
  await pool.close();

  return {
    ...loadResult(statuses, latencies, seconds),
    measured: { from: performance.timeOrigin + measuredFrom, to: performance.timeOrigin + measuredTo },
    longestStallMs: stalls.max / 1e6,
  };
}

process.once('message', (options: PacedLoadOptions) => {
  pacedLoad(options).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
