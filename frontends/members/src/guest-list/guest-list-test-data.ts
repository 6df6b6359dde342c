import type { GuestList } from './guest-list-rules';

/** Ana & Ben bring a child, Kid; Cy comes alone. Dinner is for everyone, Brunch only for Ana's party. */
export const GUEST_LIST: GuestList = {
  parties: [
    {
      id: 'p1',
      guestLimit: 1,
      lastRemindedAt: '2030-06-01T09:00:00.000Z',
      people: [
        {
          kind: 'member',
          id: 'ana',
          name: 'Ana Alvarez',
          ageGroup: 'adult',
          role: 'attendee',
          answers: [
            { scheduleItemId: 'dinner', status: 'going', recordedBy: null },
            { scheduleItemId: 'brunch', status: null, recordedBy: null },
          ],
          questionAnswers: [{ questionId: 'meal', value: ['Fish'] }],
        },
        {
          kind: 'member',
          id: 'ben',
          name: 'Ben Brown',
          ageGroup: 'adult',
          role: 'attendee',
          answers: [
            { scheduleItemId: 'dinner', status: 'going', recordedBy: null },
            { scheduleItemId: 'brunch', status: 'going', recordedBy: null },
          ],
          questionAnswers: [],
        },
        {
          kind: 'guest',
          id: 'kid',
          name: 'Kid',
          ageGroup: 'child',
          role: null,
          answers: [
            {
              scheduleItemId: 'dinner',
              status: 'going',
              recordedBy: { userId: 'admin', displayName: 'Abe Admin' },
            },
            { scheduleItemId: 'brunch', status: 'going', recordedBy: null },
          ],
          questionAnswers: [],
        },
      ],
    },
    {
      id: 'p2',
      guestLimit: 0,
      lastRemindedAt: null,
      people: [
        {
          kind: 'member',
          id: 'cy',
          name: 'Cy Clark',
          ageGroup: 'adult',
          role: 'attendee',
          answers: [{ scheduleItemId: 'dinner', status: 'not_going', recordedBy: null }],
          questionAnswers: [],
        },
      ],
    },
  ],
  invitations: [
    {
      id: 'i1',
      email: 'dora@example.com',
      name: 'Dora Diaz',
      guestLimit: 1,
      guests: [],
      invitedAt: '2030-05-20T12:00:00.000Z',
    },
  ],
  items: [
    {
      id: 'dinner',
      title: 'Dinner',
      startTime: '2031-06-12T19:00:00.000Z',
      audience: 'everyone',
      headCounts: {
        going: { adults: 2, children: 1 },
        maybe: { adults: 0, children: 0 },
        notGoing: { adults: 1, children: 0 },
        noAnswer: { adults: 0, children: 0 },
      },
    },
    {
      id: 'brunch',
      title: 'Brunch',
      startTime: '2031-06-13T10:00:00.000Z',
      audience: 'parties',
      headCounts: {
        going: { adults: 1, children: 1 },
        maybe: { adults: 0, children: 0 },
        notGoing: { adults: 0, children: 0 },
        noAnswer: { adults: 1, children: 0 },
      },
    },
  ],
  questions: [
    {
      id: 'meal',
      prompt: 'Fish or beef?',
      kind: 'single_choice',
      scheduleItemId: 'dinner',
      options: ['Fish', 'Beef'],
      required: false,
      summary: [
        { option: 'Fish', count: 12 },
        { option: 'Beef', count: 20 },
      ],
      answered: 32,
      texts: [],
    },
  ],
  dietary: {
    counts: [
      { label: 'Vegetarian', count: 2 },
      { label: 'Allergy: Peanuts', count: 1 },
    ],
    people: [{ name: 'Ana Alvarez', dietaryNotes: 'Vegetarian', allergies: [] }],
  },
};
