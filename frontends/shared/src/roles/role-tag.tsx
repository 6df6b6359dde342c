import { Tag } from 'antd';
import { ROLE_COLOUR, ROLE_LABEL, type EventRole } from './role-labels';

/** A role badge: the role's name in its colour, the same on every screen. */
export function RoleTag({ role }: { role: EventRole }) {
  return <Tag color={ROLE_COLOUR[role]}>{ROLE_LABEL[role]}</Tag>;
}
