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

/**
 * A field's save status as its Form.Item `extra`: nothing while idle, so an idle field keeps no empty line
 * under it and the gaps between fields stay even.
 */
export const saveStatusExtra = (status: SaveStatus) =>
  status === 'idle' ? undefined : <SaveIndicator status={status} />;

/** A settings card of fields: the last field's own margin is the card's bottom padding, as at the top. */
export const FIELDS_CARD_STYLES = { body: { paddingBottom: 0 } } as const;
