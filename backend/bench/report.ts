/** One row of the benchmark table: a figure, its unit, and what it is measured against. */
export interface Figure {
  benchmark: string;
  metric: string;
  value: string;
  target: string;
  pass: boolean | null;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values: number[]): number => percentile(values, 50);

export function printTable(figures: Figure[]): void {
  const rows = [
    ['benchmark', 'metric', 'value', 'target', 'ok'],
    ...figures.map((f) => [f.benchmark, f.metric, f.value, f.target, f.pass === null ? '' : f.pass ? 'yes' : 'NO']),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
