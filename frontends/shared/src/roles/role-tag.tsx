import type { ReactNode } from 'react';
import { TintedTag } from '../ui/tinted-tag';
import { ROLE_COLOUR, ROLE_LABEL, type EventRole } from './role-labels';

/** A role badge: the role's name (or `children`, e.g. a count) in its hue, the same on every screen. */
export function RoleTag({ role, children }: { role: EventRole; children?: ReactNode }) {
  return <TintedTag hue={ROLE_COLOUR[role]}>{children ?? ROLE_LABEL[role]}</TintedTag>;
}
