import { benchImages } from './images.bench';
import { benchInvitations } from './invitations.bench';
import { Figure, printTable } from './report';

/** `npm run bench`: every backend benchmark, one table. */
async function main(): Promise<void> {
  const figures: Figure[] = [];
  figures.push(...(await benchInvitations()));
  figures.push(...(await benchImages()));
  printTable(figures);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
