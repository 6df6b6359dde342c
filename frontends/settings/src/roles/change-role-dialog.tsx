import type { Member } from '@gatherly/shared';
import { Modal, Typography } from 'antd';
import { type AssignableRole, ROLE_EXPLANATION, roleChangeQuestion } from './role-rules';

export interface RoleChange {
  member: Member;
  role: AssignableRole;
}

/** 'Change Member Role': names the member, the old and new role, and what the new role means. */
export function ChangeRoleDialog({
  change,
  updating,
  onConfirm,
  onCancel,
}: {
  change: RoleChange | null;
  updating: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title="Change Member Role"
      open={Boolean(change)}
      onOk={onConfirm}
      onCancel={onCancel}
      okText={updating ? 'Updating...' : 'Change Role'}
      cancelText="Cancel"
      okButtonProps={{ disabled: updating }}
    >
      {change && (
        <>
          <Typography.Paragraph>
            {roleChangeQuestion(change.member.user.displayName, change.member.role, change.role)}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{ROLE_EXPLANATION[change.role]}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
