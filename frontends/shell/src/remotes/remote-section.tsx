import { loadedOnRender } from '@gatherly/shared/ui';
import { Skeleton } from 'antd';
// A section's failure is shown, with Retry, by its boundary: React's own lazy, one per attempt, is what it needs.
// eslint-disable-next-line no-restricted-imports
import { Component, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { loadSection, type RemoteName } from './remote-registry';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a remote that fails to load or render; the rest of the app keeps working. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <SectionUnavailable
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

const SectionSkeleton = () => (
  <div aria-label="Loading section" role="status" style={{ padding: 16 }}>
    <Skeleton active paragraph={{ rows: 6 }} />
  </div>
);

/**
 * Loaded when a section first fails: from the shell's own server (or, for a member, its service worker's
 * precache), which still answers when a remote's does not.
 */
const SectionUnavailable = loadedOnRender<{ onRetry: () => void }>(
  () => import('./section-unavailable').then(({ SectionUnavailable }) => SectionUnavailable),
  () => <SectionSkeleton />,
);

/** A section of an event served by its own remote, inside an error boundary with a loading skeleton. */
export function RemoteSection({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry really loads again.
  const Section = useMemo(() => lazy(() => loadSection(name)), [name, attempt]);
  return (
    // Keyed by the section too: the routes reuse this component, and one section's failure is not another's.
    <RemoteBoundary key={`${name}-${attempt}`} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<SectionSkeleton />}>
        <Section />
      </Suspense>
    </RemoteBoundary>
  );
}
