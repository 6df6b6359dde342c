import { printTable } from '../../backend/bench/report';
import startApp from '../support/start-app';
import stopApp from '../support/stop-app';
import { benchPaint } from './paint.bench';
import { benchWebBundle } from './web-bundle.bench';

/** The front end's benchmarks against the app as `npm start` runs it, printed as one table. */
async function main(): Promise<void> {
  await startApp();
  try {
    printTable([...(await benchWebBundle()), ...(await benchPaint())]);
  } finally {
    await stopApp();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
