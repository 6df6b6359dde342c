import { createContext, type ReactNode, useContext } from 'react';

/** What the upgrade dialog is opened for (spec section 9: it "can be opened 'for events'"), or data export. */
export type UpgradeReason = 'events' | 'export';

type OpenUpgrade = (reason: UpgradeReason) => void;

/** Outside the shell (a section's standalone page) there is no dialog: the plans page says the same. */
const openPlansPage: OpenUpgrade = () => window.location.assign('/pricing');

const UpgradePromptContext = createContext<OpenUpgrade>(openPlansPage);

/** The shell provides its upgrade dialog here, so a section offers the upgrade without owning the dialog. */
export function UpgradePromptProvider({ openUpgrade, children }: { openUpgrade: OpenUpgrade; children: ReactNode }) {
  return <UpgradePromptContext.Provider value={openUpgrade}>{children}</UpgradePromptContext.Provider>;
}

/** Opens the upgrade dialog for a feature the user's plan lacks. */
export const useUpgradePrompt = (): OpenUpgrade => useContext(UpgradePromptContext);
