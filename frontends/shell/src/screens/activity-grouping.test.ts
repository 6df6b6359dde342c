import { type ActivityEntry, groupActivity } from './activity-grouping';

const bob = { userId: 'u-bob', displayName: 'Bob Smith', photoURL: null };
const ana = { userId: 'u-ana', displayName: 'Ana Lopez', photoURL: 'https://cdn.example.test/ana.png' };

let counter = 0;
function entry(type: string, who: ActivityEntry['who'], at: string, text = `did ${type}`): ActivityEntry {
  counter += 1;
  return { id: `e${counter}`, type, text, at, link: '/events/ev1/photos', who };
}

describe('groupActivity', () => {
  it('folds consecutive photos by one person within an hour into one line, keeping the newest', () => {
    const entries = [
      entry('photo_uploaded', bob, '2030-06-12T12:00:00Z', 'uploaded a photo: Jetty'),
      entry('photo_uploaded', bob, '2030-06-12T11:30:00Z', 'uploaded a photo: Lake'),
      entry('photo_uploaded', bob, '2030-06-12T11:00:00Z', 'uploaded a photo'),
    ];
    const [group, ...rest] = groupActivity(entries);
    expect(rest).toEqual([]);
    expect(group).toMatchObject({
      key: entries[0]!.id,
      text: 'uploaded 3 photos',
      at: '2030-06-12T12:00:00Z',
      who: bob,
      entries,
    });
  });

  it('keeps a single entry as the spec words it', () => {
    const groups = groupActivity([entry('photo_uploaded', bob, '2030-06-12T12:00:00Z', 'uploaded a photo: Jetty')]);
    expect(groups.map((group) => group.text)).toEqual(['uploaded a photo: Jetty']);
  });

  it('splits on another person, another kind, a gap of over an hour, or an unknown person', () => {
    const groups = groupActivity([
      entry('photo_uploaded', bob, '2030-06-12T12:00:00Z', 'uploaded a photo'),
      entry('photo_uploaded', ana, '2030-06-12T11:59:00Z', 'uploaded a photo'),
      entry('flight_added', ana, '2030-06-12T11:58:00Z', 'added a flight from A to B'),
      entry('photo_uploaded', ana, '2030-06-12T11:57:00Z', 'uploaded a photo'),
      entry('photo_uploaded', ana, '2030-06-12T10:56:00Z', 'uploaded a photo'),
      entry('photo_uploaded', null, '2030-06-12T10:55:00Z', 'uploaded a photo'),
      entry('photo_uploaded', null, '2030-06-12T10:54:00Z', 'uploaded a photo'),
    ]);
    expect(groups.map((group) => [group.who?.displayName ?? null, group.text])).toEqual([
      ['Bob Smith', 'uploaded a photo'],
      ['Ana Lopez', 'uploaded a photo'],
      ['Ana Lopez', 'added a flight from A to B'],
      ['Ana Lopez', 'uploaded a photo'],
      ['Ana Lopez', 'uploaded a photo'],
      [null, 'uploaded a photo'],
      [null, 'uploaded a photo'],
    ]);
  });

  it('measures the hour from the newest entry of the group', () => {
    const groups = groupActivity([
      entry('schedule_item_added', bob, '2030-06-12T12:00:00Z'),
      entry('schedule_item_added', bob, '2030-06-12T11:20:00Z'),
      entry('schedule_item_added', bob, '2030-06-12T10:40:00Z'),
    ]);
    expect(groups.map((group) => group.text)).toEqual(['added 2 items to the schedule', 'did schedule_item_added']);
  });

  it('words every groupable kind and never groups joins, removals, announcements or creations of the event', () => {
    const texts = [
      'flight_added',
      'carpool_created',
      'carpool_joined',
      'expense_added',
      'expense_edited',
      'expense_deleted',
      'payment_recorded',
      'comment_added',
      'member_joined',
      'member_removed',
      'announcement_posted',
    ].map((type) =>
      groupActivity([entry(type, bob, '2030-06-12T12:00:00Z'), entry(type, bob, '2030-06-12T11:59:00Z')])
        .map((group) => group.text)
        .join(' | '),
    );
    expect(texts).toEqual([
      'added 2 flights',
      'offered 2 carpools',
      'joined 2 carpools',
      'added 2 expenses',
      'edited 2 expenses',
      'deleted 2 expenses',
      'recorded 2 payments',
      'left 2 comments',
      'did member_joined | did member_joined',
      'did member_removed | did member_removed',
      'did announcement_posted | did announcement_posted',
    ]);
  });

  it('counts answers to the schedule, and says only the last dates a person set', () => {
    const answers = groupActivity([
      entry('rsvp_answered', ana, '2030-06-12T12:00:00Z', 'answered Going for Dinner'),
      entry('rsvp_answered', ana, '2030-06-12T11:59:00Z', 'answered Not Going for Hike'),
    ]);
    expect(answers.map((group) => group.text)).toEqual(['answered 2 schedule items']);
    const recorded = groupActivity([
      entry('rsvp_recorded', ana, '2030-06-12T12:00:00Z', "recorded Ben's answer: Going to Dinner"),
      entry('rsvp_recorded', ana, '2030-06-12T11:58:00Z', "recorded Cy's answer: Maybe to Dinner"),
    ]);
    expect(recorded.map((group) => group.text)).toEqual(['recorded 2 answers']);
    const dates = groupActivity([
      entry('dates_set', bob, '2030-06-12T12:00:00Z', 'set the dates to Fri, Sep 12 – Sun, Sep 14, 2031'),
      entry('dates_set', bob, '2030-06-12T11:59:50Z', 'set the dates to Fri, Sep 12, 2031'),
    ]);
    expect(dates.map((group) => group.text)).toEqual(['set the dates to Fri, Sep 12 – Sun, Sep 14, 2031']);
  });

  it('answers nothing for no entries', () => {
    expect(groupActivity([])).toEqual([]);
  });
});
