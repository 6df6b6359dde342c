import { pushMessage } from './push-message';

describe('pushMessage', () => {
  it("titles the push with the event's name, and carries the text, the link and the notification's id", () => {
    expect(
      pushMessage({
        id: '5d0c2f1a-0000-4000-8000-000000000001',
        eventName: 'Lake Weekend',
        text: 'Ana: bring a towel',
        link: '/events/e1',
      }),
    ).toEqual({
      title: 'Lake Weekend',
      body: 'Ana: bring a towel',
      url: '/events/e1',
      tag: '5d0c2f1a-0000-4000-8000-000000000001',
    });
  });

  it("keeps a long event name's title to 100 characters on one line", () => {
    const message = pushMessage({ id: 'n', eventName: `Big\n${'🎉'.repeat(150)}`, text: 't', link: '/' });
    expect(Array.from(message.title)).toHaveLength(100);
    expect(message.title.startsWith('Big 🎉')).toBe(true);
    expect(message.title.endsWith('…')).toBe(true);
  });
});
