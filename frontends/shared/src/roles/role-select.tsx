import { Select } from 'antd';
import type { CSSProperties } from 'react';
import type { Member } from '../api/types';
import { ASSIGNABLE_ROLE_OPTIONS, type AssignableRole } from './role-labels';

/** A member's role selector (Attendee or Admin): choosing another role than theirs asks `onChoose` to change it. */
export function RoleSelect({
  member,
  onChoose,
  size,
  style,
}: {
  member: Member;
  onChoose: (role: AssignableRole) => void;
  size?: 'middle' | 'large';
  style?: CSSProperties;
}) {
  return (
    <Select<Member['role']>
      aria-label={`Role of ${member.user.displayName}`}
      value={member.role}
      options={[...ASSIGNABLE_ROLE_OPTIONS]}
      onChange={(role) => role !== member.role && role !== 'creator' && onChoose(role)}
      size={size}
      style={style}
    />
  );
}
