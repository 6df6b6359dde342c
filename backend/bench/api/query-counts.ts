import { DEFAULT_PAGE_SIZE } from '../../src/modules/photos/dto/list-photos.query';
import { countQueries } from '../../test/support/query-counter';
import { startTestApp, type TestApp } from '../../test/support/test-app';
import type { Figure } from '../report';
import type { BenchDataset } from '../seed/bench-dataset';
import type { SeededEvent } from '../seed/seed-event';

const EVENT_LISTS = ['members', 'photos', 'flights', 'carpools', 'schedule'];

async function statements(t: TestApp, email: string, path: string, rows: number): Promise<number> {
  const { auth } = await t.signIn(email);
  return countQueries(t.db, async () => {
    const response = await t.http().get(path).set(auth).expect(200);
    const [list] = Object.values(response.body as Record<string, unknown>).filter(Array.isArray);
    // The photo gallery answers one page.
    if (list?.length !== Math.min(rows, path.endsWith('/photos') ? DEFAULT_PAGE_SIZE : rows)) {
      throw new Error(`${path} listed ${list?.length} rows, expected ${rows}`);
    }
  });
}

/**
 * SQL statements per list read for 10 and for 1,000 rows, counted on the app's own DataSource: the API
 * runs in this process for this, as in the end-to-end tests. Equal counts mean no query per row.
 */
export async function benchQueryCounts(environment: Record<string, string>, dataset: BenchDataset): Promise<Figure[]> {
  const t = await startTestApp(environment);
  try {
    const member = (event: SeededEvent) => event.members.at(-1)!.email;
    const cases = [
      {
        route: 'GET /api/events',
        small: () => statements(t, dataset.fewEvents.email, '/api/events', 10),
        large: () => statements(t, dataset.manyEvents.email, '/api/events', 1000),
      },
      ...EVENT_LISTS.map((list) => ({
        route: `GET /api/events/:id/${list}`,
        small: () => statements(t, member(dataset.small), `/api/events/${dataset.small.id}/${list}`, 10),
        large: () => statements(t, member(dataset.large), `/api/events/${dataset.large.id}/${list}`, 1000),
      })),
    ];
    const figures: Figure[] = [];
    for (const { route, small, large } of cases) {
      const [few, many] = [await small(), await large()];
      figures.push({
        benchmark: 'sql per request',
        metric: `${route} statements (10 rows / 1,000 rows)`,
        value: `${few} / ${many}`,
        target: 'equal',
        pass: few === many,
      });
    }
    return figures;
  } finally {
    await t.close();
  }
}
