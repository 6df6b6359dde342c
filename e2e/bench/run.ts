import { printTable } from '../../backend/bench/report';
import startApp from '../support/start-app';
import { APP_URL } from '../support/app-env';
import stopApp from '../support/stop-app';
import { PROXY_URL } from './compose-proxy-path';
import { benchPaint } from './paint.bench';
import { benchWebBundle } from './web-bundle.bench';

/** The front end's benchmarks against the app as `npm start` runs it, printed as one table. */
async function main(): Promise<void> {
  // The API takes a sign-in's refresh from the compose proxy's origin too (see throughComposeProxy).
  process.env.WEB_ORIGINS = `${APP_URL},${PROXY_URL}`;
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
