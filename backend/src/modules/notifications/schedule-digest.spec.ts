import { changedItems, digestLines, type ScheduleChangeRow, soleAuthor } from './schedule-digest';

const at = (hour: number) => new Date(`2027-06-12T${String(hour).padStart(2, '0')}:00:00.000Z`);
const row = (itemId: string, change: ScheduleChangeRow['change'], title: string, hour = 10, by = 'ada') => ({
  itemId,
  change,
  title,
  startTime: at(hour),
  changedBy: by,
});

describe('a schedule digest', () => {
  it('tells each item once, as it now stands', () => {
    expect(
      digestLines([
        row('dinner', 'added', 'Dinner', 19),
        row('brunch', 'changed', 'Brunch', 10),
        row('dinner', 'changed', 'Dinner on the terrace', 20),
        row('hike', 'changed', 'Hike', 8),
        row('hike', 'cancelled', 'Hike', 8),
        row('toast', 'added', 'Toast', 22),
        row('toast', 'cancelled', 'Toast', 22),
        row('brunch', 'changed', 'Late brunch', 11),
      ]),
    ).toEqual([
      { change: 'added', title: 'Dinner on the terrace', startTime: at(20).toISOString() },
      { change: 'changed', title: 'Late brunch', startTime: at(11).toISOString() },
      { change: 'cancelled', title: 'Hike', startTime: at(8).toISOString() },
    ]);
  });

  it('has nothing to tell when everything added was cancelled again', () => {
    expect(digestLines([row('a', 'added', 'A'), row('a', 'cancelled', 'A')])).toEqual([]);
  });

  it('names the one author of every change, and nobody when there are several', () => {
    expect(soleAuthor([row('a', 'added', 'A'), row('b', 'changed', 'B')])).toBe('ada');
    expect(soleAuthor([row('a', 'added', 'A'), row('b', 'changed', 'B', 10, 'bo')])).toBeNull();
  });
});

describe("the notification centre's changed items", () => {
  const change = (id: string, itemId: string, kind: ScheduleChangeRow['change'], title: string, by: string | null) => ({
    ...row(itemId, kind, title),
    changedBy: by,
    id,
  });

  it('tells of items changed and still on, each once with its latest change, not to the one who made every change', () => {
    expect(
      changedItems([
        change('c1', 'dinner', 'changed', 'Dinner', 'ada'),
        change('c2', 'brunch', 'added', 'Brunch', 'ada'),
        change('c3', 'dinner', 'changed', 'Dinner on the terrace', 'bo'),
        change('c4', 'hike', 'changed', 'Hike', 'ada'),
        change('c5', 'hike', 'cancelled', 'Hike', 'ada'),
        change('c6', 'toast', 'changed', 'Toast', 'bo'),
        change('c7', 'brunch', 'changed', 'Late brunch', 'ada'),
      ]),
    ).toEqual([
      { itemId: 'dinner', changeId: 'c3', title: 'Dinner on the terrace', actorId: 'bo', except: null },
      { itemId: 'brunch', changeId: 'c7', title: 'Late brunch', actorId: 'ada', except: 'ada' },
      { itemId: 'toast', changeId: 'c6', title: 'Toast', actorId: 'bo', except: 'bo' },
    ]);
  });

  it('has nothing for an item only added or cancelled', () => {
    expect(
      changedItems([change('c1', 'new', 'added', 'New', 'ada'), change('c2', 'gone', 'cancelled', 'Gone', 'ada')]),
    ).toEqual([]);
  });
});
