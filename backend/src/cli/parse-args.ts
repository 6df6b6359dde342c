import { TIER_NAMES, type TierName } from '../modules/subscriptions/subscription-tier.entity';

const COMMANDS: Array<[string, string]> = [
  [`set-tier <email> <${TIER_NAMES.join('|')}>`, 'put a user on a subscription tier (the app has no payment flow)'],
  ['help', 'show this text'],
];

export const USAGE = [
  'Usage: npm run cli -- <command>',
  '',
  'Commands:',
  ...COMMANDS.map(([command, meaning]) => `  ${command.padEnd(41)}${meaning}`),
].join('\n');

export type CliCommand = { name: 'help' } | { name: 'set-tier'; email: string; tier: TierName };

/** A mistake in the command line: the CLI prints it with the usage text and exits with status 1. */
export class UsageError extends Error {}

const isTier = (value: string): value is TierName => (TIER_NAMES as readonly string[]).includes(value);

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
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}
