import { ASSIGNABLE_ROLE_OPTIONS, type AssignableRole } from '@gatherly/shared';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useInvite } from '../common/members-queries';
import { PartyFields, partyOf, type PartyValues } from '../invitations/party-fields';

interface InviteValues extends PartyValues {
  userEmail: string;
  role: AssignableRole;
}

/**
 * 'Invite New Member' (spec section 2), for admins, with the invitee's party: the guests they may bring
 * and any named now. Closes and resets once the invitation is sent.
 */
export function InviteDialog({ eventId, open, onClose }: { eventId: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InviteValues>();
  const invite = useInvite(eventId);

  const submit = (values: InviteValues) =>
    invite.mutate(
      { userEmail: values.userEmail.trim(), role: values.role, ...partyOf(values) },
      {
        onSuccess: () => {
          form.resetFields();
          onClose();
        },
      },
    );

  return (
    <Modal
      title="Invite New Member"
      open={open}
      onCancel={onClose}
      onOk={form.submit}
      okText={invite.isPending ? 'Sending...' : 'Send Invitation'}
      okButtonProps={{ disabled: invite.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      forceRender
    >
      <Typography.Paragraph type="secondary">
        Send an email invitation to add a new member to this event
      </Typography.Paragraph>
      <Form
        form={form}
        name="invite"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ role: 'attendee', guestLimit: 0, guests: [] } satisfies Partial<InviteValues>}
      >
        <Form.Item
          name="userEmail"
          label="Email Address"
          rules={[{ required: true, type: 'email', whitespace: true, message: 'Please enter a valid email address' }]}
        >
          <Input type="email" placeholder="friend@example.com" autoComplete="off" size="large" />
        </Form.Item>
        <Form.Item name="role" label="Role" rules={[{ required: true, message: 'Please select a role' }]}>
          <Select options={[...ASSIGNABLE_ROLE_OPTIONS]} size="large" />
        </Form.Item>
        <PartyFields />
      </Form>
    </Modal>
  );
}
