import { TIER_NAMES, type TierName } from '../modules/subscriptions/subscription-tier.entity';
import { isBackupName } from './backup/backup-manifest';

const COMMANDS: Array<[string, string]> = [
  [`set-tier <email> <${TIER_NAMES.join('|')}>`, 'put a user on a subscription tier (the app has no payment flow)'],
  ['backup [--to <folder|s3://bucket/prefix>] [--keep N]', 'back up the database and the object store'],
  ['list-backups [--from <folder|s3://bucket/prefix>]', 'list the complete backups, oldest first'],
  ['restore <backup> [--from <folder|s3://…>]', 'restore a backup into an empty database and store'],
  ['migrate', 'bring the database schema up to date'],
  ['help', 'show this text'],
];

export const USAGE = [
  'Usage: npm run cli -- <command>',
  '',
  'Commands:',
  ...COMMANDS.map(([command, meaning]) => `  ${command.padEnd(56)}${meaning}`),
].join('\n');

export type CliCommand =
  | { name: 'help' }
  | { name: 'migrate' }
  | { name: 'set-tier'; email: string; tier: TierName }
  | { name: 'backup'; to?: string; keep?: number }
  | { name: 'list-backups'; from?: string }
  | { name: 'restore'; backup: string; from?: string };

/** A mistake in the command line: the CLI prints it with the usage text and exits with status 1. */
export class UsageError extends Error {}

const isTier = (value: string): value is TierName => (TIER_NAMES as readonly string[]).includes(value);

/** `--name value` options (each at most once) and the remaining arguments, for the command `command`. */
function options(command: string, args: readonly string[], allowed: string[]) {
  const values: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [flag, inline] = arg.slice(2).split(/=(.*)/s);
    if (!allowed.includes(flag!)) throw new UsageError(`${command} has no option --${flag}.`);
    const value = inline ?? args[++i];
    if (value === undefined || value === '') throw new UsageError(`--${flag} needs a value.`);
    if (flag! in values) throw new UsageError(`--${flag} is given twice.`);
    values[flag!] = value;
  }
  return { values, positional };
}

function keepCount(raw: string): number {
  const keep = Number(raw);
  if (!Number.isInteger(keep) || keep < 1)
    throw new UsageError(`--keep must be a whole number of 1 or more, not "${raw}".`);
  return keep;
}

export function parseArgs(argv: readonly string[]): CliCommand {
  const [command, ...args] = argv;
  switch (command) {
    case undefined:
      throw new UsageError('No command given.');
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' };
    case 'set-tier': {
      const [rawEmail, rawTier] = args;
      if (rawEmail === undefined || rawTier === undefined || args.length > 2) {
        throw new UsageError('set-tier takes exactly two arguments: <email> <tier>.');
      }
      // Users' e-mails are stored lower-cased.
      const email = rawEmail.trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`"${rawEmail}" is not an e-mail address.`);
      const tier = rawTier.trim().toLowerCase();
      if (!isTier(tier)) throw new UsageError(`Unknown tier "${rawTier}": use one of ${TIER_NAMES.join(', ')}.`);
      return { name: 'set-tier', email, tier };
    }
    case 'migrate':
      if (args.length > 0) throw new UsageError('migrate takes no arguments.');
      return { name: 'migrate' };
    case 'backup': {
      const { values, positional } = options(command, args, ['to', 'keep']);
      if (positional.length > 0) throw new UsageError('backup takes no arguments besides --to and --keep.');
      return {
        name: 'backup',
        ...(values.to ? { to: values.to } : {}),
        ...(values.keep ? { keep: keepCount(values.keep) } : {}),
      };
    }
    case 'list-backups': {
      const { values, positional } = options(command, args, ['from']);
      if (positional.length > 0) throw new UsageError('list-backups takes no arguments besides --from.');
      return { name: 'list-backups', ...(values.from ? { from: values.from } : {}) };
    }
    case 'restore': {
      const { values, positional } = options(command, args, ['from']);
      const [backup] = positional;
      if (backup === undefined || positional.length > 1) {
        throw new UsageError('restore takes exactly one argument: the name of a backup (see list-backups).');
      }
      if (!isBackupName(backup))
        throw new UsageError(`"${backup}" is not a backup's name (gatherly-YYYY-MM-DD-HHMMSS).`);
      return { name: 'restore', backup, ...(values.from ? { from: values.from } : {}) };
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}
