import 'reflect-metadata';
import { runCli } from './cli/run-cli';

/** Operator commands: `npm run cli -- help`. */
runCli(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
