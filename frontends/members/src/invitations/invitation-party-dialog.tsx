import { Button, Flex, Form, Modal, Typography } from 'antd';
import { type PendingInvitation, useUpdateInvitation } from '../common/members-queries';
import { PartyFields, partyOf, partyValues, type PartyValues } from './party-fields';

/** An admin changes who a pending invitation is for: the name, the guests it brings and those named. */
export function InvitationPartyDialog({
  eventId,
  invitation,
  onClose,
}: {
  eventId: string;
  /** Null: closed. */
  invitation: PendingInvitation | null;
  onClose: () => void;
}) {
  return (
    <Modal title="Edit Invitation" open={invitation !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {invitation && <PartyForm key={invitation.id} eventId={eventId} invitation={invitation} onClose={onClose} />}
    </Modal>
  );
}

function PartyForm({
  eventId,
  invitation,
  onClose,
}: {
  eventId: string;
  invitation: PendingInvitation;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PartyValues>();
  const update = useUpdateInvitation(eventId, invitation.id);
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ overflowWrap: 'anywhere' }}>
        The invitation to {invitation.email}. Guests named here join their party when they accept.
      </Typography.Paragraph>
      <Form
        form={form}
        name="invitation-party"
        layout="vertical"
        requiredMark={false}
        initialValues={partyValues(invitation)}
        onFinish={(values) => update.mutate(partyOf(values), { onSuccess: onClose })}
      >
        <PartyFields />
        <Form.Item style={{ margin: 0, textAlign: 'end' }}>
          <Flex gap={8} justify="end" wrap>
            <Button size="large" onClick={onClose}>
              Cancel
            </Button>
            <Button size="large" type="primary" htmlType="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </>
  );
}
