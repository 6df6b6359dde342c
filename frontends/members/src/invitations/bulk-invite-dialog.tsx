import { TAG_HUE, TintedTag } from '@gatherly/shared/ui';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { type BulkInviteLine, type BulkLineStatus, useBulkPreview, useBulkSend } from './bulk-invite-queries';

const STATUS: Record<BulkLineStatus, { label: string; hue: string }> = {
  ok: { label: 'Ready', hue: TAG_HUE.green },
  invalid: { label: 'Invalid', hue: TAG_HUE.magenta },
  duplicate: { label: 'Duplicate', hue: TAG_HUE.orange },
  member: { label: 'Already a member', hue: TAG_HUE.blue },
  invited: { label: 'Already invited', hue: TAG_HUE.purple },
};

const invitations = (count: number) => `${count} ${count === 1 ? 'invitation' : 'invitations'}`;

/**
 * Bulk Invite, for admins: paste a list, see how each line reads (and which cannot be invited, and why)
 * and whether the plan's limits allow it, then send. The server reads the list again when sending.
 */
export function BulkInviteDialog({ eventId, open, onClose }: { eventId: string; open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const preview = useBulkPreview(eventId);
  const send = useBulkSend(eventId);
  const read = preview.data;
  const sendable = read?.sendable ?? 0;
  const canSend = read !== undefined && sendable > 0 && !read.quota.wouldExceed && !send.isPending;

  const close = () => {
    setText('');
    preview.reset();
    onClose();
  };

  return (
    <Modal
      title="Bulk Invite"
      open={open}
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button size="large" onClick={close}>
            Cancel
          </Button>
          <Button size="large" onClick={() => preview.mutate(text)} disabled={text.trim() === '' || preview.isPending}>
            {preview.isPending ? 'Reading...' : 'Preview'}
          </Button>
          <Button
            size="large"
            type="primary"
            disabled={!canSend}
            onClick={() =>
              send.mutate(text, {
                onSuccess: close,
                // The event changed since the preview (or a limit was reached): show it as it is now.
                onError: () => preview.mutate(text),
              })
            }
          >
            {send.isPending ? 'Sending...' : read ? `Send ${invitations(sendable)}` : 'Send invitations'}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        Paste one person a line: “Name &lt;e-mail&gt;”, an e-mail alone, or rows of name, e-mail and party size copied
        from a spreadsheet (the party size counts the invitee). Everyone is invited as an attendee.
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="People to invite"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (read) preview.reset();
        }}
        rows={6}
        maxLength={50_000}
        placeholder={'Jane Doe <jane@example.com>\nsam@example.com\nAna Lima, ana@example.com, 3'}
        style={{ fontFamily: 'monospace' }}
      />
      {read && <PreviewResult preview={read} />}
    </Modal>
  );
}

function PreviewResult({ preview }: { preview: NonNullable<ReturnType<typeof useBulkPreview>['data']> }) {
  const skipped = preview.lines.length - preview.sendable;
  const { remainingToday } = preview.quota;
  return (
    <Flex vertical gap={12} style={{ marginTop: 16 }}>
      <Typography.Text strong>
        {preview.sendable} ready to send{skipped > 0 ? ` · ${skipped} skipped` : ''}
      </Typography.Text>
      {preview.quota.wouldExceed ? (
        <Alert type="error" showIcon message={preview.message} />
      ) : (
        remainingToday !== null && (
          <Alert
            type="info"
            showIcon
            message={`${invitations(remainingToday)} can still be sent today on this event's plan.`}
          />
        )
      )}
      <Flex
        component="ul"
        vertical
        gap={12}
        aria-label="Lines of the list"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {preview.lines.map((line) => (
          <PreviewLine key={line.line} line={line} />
        ))}
      </Flex>
    </Flex>
  );
}

function PreviewLine({ line }: { line: BulkInviteLine }) {
  const status = STATUS[line.status];
  const who = line.name ?? line.email ?? line.raw;
  const details = [
    line.name && line.email,
    `Line ${line.line}`,
    line.guestLimit > 0 && `Party of ${line.guestLimit + 1}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li aria-label={`Line ${line.line}: ${status.label}`}>
      <Flex justify="space-between" align="start" gap={8}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {details}
          </Typography.Text>
          {line.message && (
            <Typography.Text type={line.status === 'invalid' ? 'danger' : 'secondary'}>{line.message}</Typography.Text>
          )}
        </Flex>
        <TintedTag hue={status.hue} style={{ flexShrink: 0, marginInlineEnd: 0 }}>
          {status.label}
        </TintedTag>
      </Flex>
    </li>
  );
}
