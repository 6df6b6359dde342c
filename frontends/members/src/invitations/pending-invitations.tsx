import { formatMonthDayYear } from '@gatherly/shared';
import { RoleTag } from '@gatherly/shared/ui';
import { Button, Card, Flex, Typography } from 'antd';
import { useInvitationAction, useInvitations } from '../common/members-queries';

/** Invitations not yet accepted, for admins to re-send or revoke; nothing while there are none. */
export function PendingInvitations({ eventId }: { eventId: string }) {
  const invitations = useInvitations(eventId);
  const resend = useInvitationAction(eventId, 'resend');
  const revoke = useInvitationAction(eventId, 'revoke');
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
                    <Typography.Text strong>{invitation.email}</Typography.Text>
                    <RoleTag role={invitation.role} />
                  </Flex>
                  <Typography.Text type="secondary">
                    Invited {formatMonthDayYear(invitation.invitedAt)} by {invitation.invitedBy.displayName}
                    {invitation.lastEmailSentAt ? ` · last sent ${formatMonthDayYear(invitation.lastEmailSentAt)}` : ''}
                  </Typography.Text>
                </Flex>
                <Flex gap={8}>
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
    </Card>
  );
}
