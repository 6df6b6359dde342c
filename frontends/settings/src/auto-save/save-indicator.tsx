import { Typography } from 'antd';
import { SAVE_STATUS_TEXT, type SaveStatus } from './save-status';

/** Saving... / Saved / Save failed beside a field, announced to screen readers. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <Typography.Text type={status === 'error' ? 'danger' : 'secondary'} role="status" aria-live="polite">
      {SAVE_STATUS_TEXT[status]}
    </Typography.Text>
  );
}
