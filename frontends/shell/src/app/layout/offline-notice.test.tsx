import { offlineNoticeText, savedTimeText } from './offline-notice';

describe('The offline notice', () => {
  const now = new Date(2030, 6, 4, 15, 20);

  it('says when what is shown was saved: the time today, the day before that', () => {
    expect(offlineNoticeText(new Date(2030, 6, 4, 9, 5).getTime(), now)).toBe(
      'Offline — showing what was saved at 9:05 AM',
    );
    expect(savedTimeText(new Date(2030, 6, 2, 21, 40).getTime(), now)).toBe('Jul 2, 9:40 PM');
  });

  it('says so when nothing on the screen was ever saved on this device', () => {
    expect(offlineNoticeText(null, now)).toMatch(/^Offline — this page has not been opened on this device yet/);
  });
});
