import { formatMonthDayYear } from '@gatherly/shared';
import { loadedOnOpen, RoleTag } from '@gatherly/shared/ui';
import { Button, Card, Flex, Typography } from 'antd';
import { type ComponentProps, useState } from 'react';
import { type PendingInvitation, useInvitationAction, useInvitations } from '../common/members-queries';
import type { InvitationPartyDialog as InvitationPartyDialogNow } from './invitation-party-dialog';
import { partySummary } from './party-summary';

const InvitationPartyDialog = loadedOnOpen<ComponentProps<typeof InvitationPartyDialogNow>>(
  () => import('./invitation-party-dialog').then(({ InvitationPartyDialog }) => InvitationPartyDialog),
  ({ invitation }) => invitation !== null,
);

/**
 * Invitations not yet accepted, each with who it is for and the party it brings, for admins to edit,
 * re-send or revoke; nothing while there are none.
 */
export function PendingInvitations({ eventId }: { eventId: string }) {
  const invitations = useInvitations(eventId);
  const resend = useInvitationAction(eventId, 'resend');
  const revoke = useInvitationAction(eventId, 'revoke');
  const [editing, setEditing] = useState<PendingInvitation | null>(null);
  if (!invitations.data?.length) return null;

  return (
    <Card title={`Pending Invitations (${invitations.data.length})`} size="small">
      <Flex component="ul" vertical gap={16} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {invitations.data.map((invitation) => {
          const resending = resend.isPending && resend.variables === invitation.id;
          const revoking = revoke.isPending && revoke.variables === invitation.id;
          return (
            <li key={invitation.id}>
              <Flex justify="space-between" align="center" gap={8} wrap style={{ width: '100%' }}>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                      {invitation.name ?? invitation.email}
                    </Typography.Text>
                    <RoleTag role={invitation.role} />
                  </Flex>
                  {invitation.name && (
                    <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                      {invitation.email}
                    </Typography.Text>
                  )}
                  <Typography.Text>{partySummary(invitation)}</Typography.Text>
                  <Typography.Text type="secondary">
                    Invited {formatMonthDayYear(invitation.invitedAt)} by {invitation.invitedBy.displayName}
                    {invitation.lastEmailSentAt ? ` · last sent ${formatMonthDayYear(invitation.lastEmailSentAt)}` : ''}
                  </Typography.Text>
                </Flex>
                <Flex gap={8} wrap>
                  <Button
                    size="large"
                    onClick={() => setEditing(invitation)}
                    aria-label={`Edit the invitation to ${invitation.email}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="large"
                    onClick={() => resend.mutate(invitation.id)}
                    disabled={resending || revoking}
                    aria-label={`Re-send the invitation to ${invitation.email}`}
                  >
                    {resending ? 'Sending...' : 'Re-send'}
                  </Button>
                  <Button
                    size="large"
                    danger
                    onClick={() => revoke.mutate(invitation.id)}
                    disabled={resending || revoking}
                    aria-label={`Revoke the invitation to ${invitation.email}`}
                  >
                    {revoking ? 'Revoking...' : 'Revoke'}
                  </Button>
                </Flex>
              </Flex>
            </li>
          );
        })}
      </Flex>
      <InvitationPartyDialog eventId={eventId} invitation={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
