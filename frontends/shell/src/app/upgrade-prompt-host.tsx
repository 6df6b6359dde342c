import { type UpgradeReason, UpgradePromptProvider } from '@gatherly/shared';
import { loadedOnOpen } from '@gatherly/shared/ui';
import { type ReactNode, useState } from 'react';

const UpgradeDialog = loadedOnOpen(
  () => import('../screens/upgrade-dialog').then(({ UpgradeDialog }) => UpgradeDialog),
  ({ open }) => open,
);

/** The one upgrade dialog of the signed-in app, which the shell's screens and the sections open. */
export function UpgradePromptHost({ children }: { children: ReactNode }) {
  const [reason, setReason] = useState<UpgradeReason | null>(null);
  // Kept mounted with its last reason while it closes, so its text does not change during the animation.
  const [shown, setShown] = useState<UpgradeReason>('events');
  const openUpgrade = (next: UpgradeReason) => {
    setShown(next);
    setReason(next);
  };
  return (
    <UpgradePromptProvider openUpgrade={openUpgrade}>
      {children}
      <UpgradeDialog open={reason !== null} reason={shown} onClose={() => setReason(null)} />
    </UpgradePromptProvider>
  );
}
