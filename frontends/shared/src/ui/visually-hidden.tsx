import type { ReactNode } from 'react';

const STYLE = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Text for screen readers only: completes an accessible name next to a visible icon or count. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={STYLE}>{children}</span>;
}
