import { TAG_HUE, TintedTag } from '@gatherly/shared/ui';
import { PLAN_LABEL, statusLabel } from '../common/admin-wording';
import type { AdminUser } from '../common/admin-types';

/** The user's plan and whether they can sign in, in the app's readable tag colours. */
export function UserTags({ user }: { user: AdminUser }) {
  return (
    <>
      <TintedTag hue={user.tier === 'free' ? null : TAG_HUE.purple}>{PLAN_LABEL[user.tier]}</TintedTag>
      <TintedTag hue={user.disabled ? TAG_HUE.orange : TAG_HUE.green}>{statusLabel(user)}</TintedTag>
      {user.operator && <TintedTag hue={TAG_HUE.blue}>Operator</TintedTag>}
    </>
  );
}
