import type { DestinationStream } from 'pino';

/** Batches holding lines, flushed when the process exits before their turn of the event loop has ended. */
const holding = new Set<TurnBatchedLines>();
process.on('exit', () => {
  for (const lines of holding) lines.flush();
});

/**
 * Lines written during one turn of the event loop, handed to the destination in one write when the turn
 * ends. Under load many requests are answered in the same turn, and a write per line was the request log's
 * largest cost on the cheapest read. A line appears at most one turn later than it would have; `flush`
 * writes at once, for a line that must not be overtaken, and on exit.
 */
export class TurnBatchedLines {
  private pending = '';

  constructor(private readonly destination: DestinationStream) {}

  write(line: string): void {
    if (this.pending === '') {
      holding.add(this);
      setImmediate(this.flushAtTurnEnd);
    }
    this.pending += line;
  }

  flush(): void {
    if (this.pending === '') return;
    const lines = this.pending;
    this.pending = '';
    holding.delete(this);
    this.destination.write(lines);
  }

  private readonly flushAtTurnEnd = () => this.flush();
}
