import { benchApi } from './api.bench';
import { benchExports } from './exports.bench';
import { benchImages } from './images.bench';
import { benchInvitations } from './invitations.bench';
import { Figure, printTable } from './report';

const BENCHMARKS: Record<string, () => Promise<Figure[]>> = {
  invitations: benchInvitations,
  images: benchImages,
  api: benchApi,
  exports: benchExports,
};

/** `npm run bench`: every backend benchmark, one table. BENCH_ONLY=api,images runs some of them. */
async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY?.split(',');
  const unknown = only?.filter((name) => !(name in BENCHMARKS)) ?? [];
  if (unknown.length > 0) throw new Error(`Unknown benchmark(s): ${unknown.join(', ')}`);
  const figures: Figure[] = [];
  for (const [name, bench] of Object.entries(BENCHMARKS)) {
    if (!only || only.includes(name)) figures.push(...(await bench()));
  }
  printTable(figures);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
