import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import { findRunningDatabase, type Env } from '../runtime/resolve-runtime';
import { migrateDatabase } from '../runtime/migrate';
import { type BackupCommand, runBackupCommand } from './backup/backup-commands';
import { BackupError } from './backup/postgres-tools';
import { type CliCommand, USAGE, UsageError, parseArgs } from './parse-args';
import { UnknownUserError, setSubscriptionTier } from './set-tier';

export interface CliIo {
  env: Env;
  out: (text: string) => void;
  err: (text: string) => void;
}

const processIo: CliIo = {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** Runs one operator command; answers the process exit status. */
export async function runCli(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  let command;
  try {
    command = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${USAGE}\n`);
    return 1;
  }
  if (command.name === 'help') {
    io.out(`${USAGE}\n`);
    return 0;
  }

  try {
    if (command.name === 'set-tier') return await runSetTier(command, io);
    if (command.name === 'migrate') {
      const applied = await migrateDatabase(await findRunningDatabase(io.env));
      io.out(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}\n` : 'The schema is up to date.\n');
      return 0;
    }
    return await runBackupCommand(command satisfies BackupCommand, io);
  } catch (error) {
    // Operators get the reason, not a stack trace; an unknown user is an expected answer, not a crash.
    const message = error instanceof Error ? error.message : String(error);
    const expected = error instanceof UnknownUserError || error instanceof BackupError;
    io.err(expected ? `${message}\n` : `${command.name} failed: ${message}\n`);
    return 1;
  }
}

async function runSetTier(command: Extract<CliCommand, { name: 'set-tier' }>, io: CliIo): Promise<number> {
  let dataSource: DataSource | undefined;
  try {
    dataSource = new DataSource(dataSourceOptions(await findRunningDatabase(io.env)));
    await dataSource.initialize();
    const change = await setSubscriptionTier(dataSource, command.email, command.tier);
    io.out(
      `${change.email} (user ${change.userId}): subscription tier ${change.previousTier} -> ${change.tier}, ` +
        `status ${change.status}\n`,
    );
    return 0;
  } finally {
    if (dataSource?.isInitialized) await dataSource.destroy();
  }
}
