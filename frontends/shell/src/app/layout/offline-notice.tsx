import { WifiOutlined } from '@ant-design/icons';
import { formatMonthDayTime, formatTimeOfDay, useOfflineStatus } from '@gatherly/shared';
import { Alert } from 'antd';

/** When a read was saved: the time alone today, with the day before that. */
export function savedTimeText(savedAt: number, now: Date = new Date()): string {
  const saved = new Date(savedAt);
  return saved.toDateString() === now.toDateString() ? formatTimeOfDay(saved) : formatMonthDayTime(saved);
}

/** The notice's text: how old what the screen shows is, or that this screen was never saved here. */
export function offlineNoticeText(savedAt: number | null, now?: Date): string {
  return savedAt === null
    ? 'Offline — this page has not been opened on this device yet, so nothing of it was saved'
    : `Offline — showing what was saved at ${savedTimeText(savedAt, now)}`;
}

/** Above every signed-in screen while the server cannot be reached: what is shown may be out of date. */
export function OfflineNotice() {
  const { offline, savedAt } = useOfflineStatus();
  if (!offline) return null;
  return (
    <Alert
      role="status"
      type="warning"
      showIcon
      icon={<WifiOutlined />}
      // The icon in the text's colour: antd's warning yellow vanishes on a near-black or yellow event.
      styles={{ icon: { color: 'inherit' } }}
      title={offlineNoticeText(savedAt)}
      style={{ marginBottom: 16 }}
    />
  );
}
