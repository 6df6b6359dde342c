import { type Balance, netOf, settleUp, type Transfer, venmoUrl } from './balance-rules';

/** Balances as the transfers leave them. */
function after(balances: readonly Balance[], transfers: readonly Transfer[]): Map<string, number> {
  const left = new Map(balances.map((b) => [b.userId, b.net]));
  for (const t of transfers) {
    left.set(t.fromUserId, left.get(t.fromUserId)! + t.amount);
    left.set(t.toUserId, left.get(t.toUserId)! - t.amount);
  }
  return left;
}

/** The fewest transfers by brute force: n − the most zero-sum blocks over every set partition. */
function bruteForceMinimum(nets: readonly number[]): number {
  const open = nets.filter((n) => n !== 0);
  let most = 0;
  const blocks: number[] = [];
  const walk = (i: number) => {
    if (i === open.length) {
      if (blocks.every((sum) => sum === 0)) most = Math.max(most, blocks.length);
      return;
    }
    for (let b = 0; b < blocks.length; b++) {
      blocks[b] += open[i];
      walk(i + 1);
      blocks[b] -= open[i];
    }
    blocks.push(open[i]);
    walk(i + 1);
    blocks.pop();
  };
  walk(0);
  return open.length - most;
}

function randomBalances(n: number, spread: number): Balance[] {
  const nets = Array.from({ length: n - 1 }, () => Math.floor(Math.random() * 2 * spread) - spread);
  nets.push(-nets.reduce((a, b) => a + b, 0));
  return nets.map((net, i) => ({ userId: `u${i}`, net }));
}

describe('netOf', () => {
  it('is paid − owed + payments sent − payments received', () => {
    expect(netOf({ paid: 3000, owed: 1000, sent: 0, received: 2000 })).toBe(0);
    expect(netOf({ paid: 0, owed: 1000, sent: 400, received: 0 })).toBe(-600);
  });
});

describe('settleUp', () => {
  it('settles nothing when everyone is even', () => {
    expect(settleUp([])).toEqual([]);
    expect(settleUp([{ userId: 'a', net: 0 }])).toEqual([]);
  });

  it('finds the pairs that cancel out instead of chaining through the largest', () => {
    // Greedy would send a→e 60, then chain; the minimum is two pairs and one triple: 4 transfers.
    const balances = [
      { userId: 'a', net: -60 },
      { userId: 'b', net: 50 },
      { userId: 'c', net: -50 },
      { userId: 'd', net: 40 },
      { userId: 'e', net: 60 },
      { userId: 'f', net: -40 },
    ];
    const transfers = settleUp(balances);
    expect(transfers).toHaveLength(3);
    expect(transfers).toEqual(
      expect.arrayContaining([
        { fromUserId: 'a', toUserId: 'e', amount: 60 },
        { fromUserId: 'c', toUserId: 'b', amount: 50 },
        { fromUserId: 'f', toUserId: 'd', amount: 40 },
      ]),
    );
  });

  it('refuses balances that do not sum to zero', () => {
    expect(() => settleUp([{ userId: 'a', net: 1 }])).toThrow();
  });

  it('always settles every balance, in at most n − 1 transfers, the brute-force minimum for small n', () => {
    for (let run = 0; run < 300; run++) {
      const n = 2 + Math.floor(Math.random() * 7);
      // Small spreads make zero-sum groups likely, where the minimum beats n − 1.
      const balances = randomBalances(n, run % 2 ? 5 : 10_000);
      const transfers = settleUp(balances);
      expect([...after(balances, transfers).values()].every((net) => net === 0)).toBe(true);
      const open = balances.filter((b) => b.net !== 0).length;
      expect(transfers.length).toBeLessThanOrEqual(Math.max(open - 1, 0));
      expect(transfers.length).toBe(bruteForceMinimum(balances.map((b) => b.net)));
      expect(transfers.every((t) => t.amount > 0 && t.fromUserId !== t.toUserId)).toBe(true);
    }
  });

  it('settles 15 people exactly and 60 people greedily, every balance to zero in at most n − 1', () => {
    for (const n of [15, 16, 60, 200]) {
      const balances = randomBalances(n, 100_000);
      const transfers = settleUp(balances);
      expect([...after(balances, transfers).values()].every((net) => net === 0)).toBe(true);
      expect(transfers.length).toBeLessThanOrEqual(n - 1);
    }
  });
});

describe('venmoUrl', () => {
  it('links to pay the recipient, with the amount in dollars and the event as the note', () => {
    expect(venmoUrl('sam-lee', 1234, 'USD', 2, 'Lake & Trip')).toBe(
      'https://venmo.com/?txn=pay&recipients=sam-lee&amount=12.34&note=Lake%20%26%20Trip',
    );
  });

  it('leaves the amount out in another currency, and has no link without a Venmo username', () => {
    expect(venmoUrl('sam', 1234, 'EUR', 2, 'Trip')).toBe('https://venmo.com/?txn=pay&recipients=sam&note=Trip');
    expect(venmoUrl(null, 1234, 'USD', 2, 'Trip')).toBeNull();
  });
});
