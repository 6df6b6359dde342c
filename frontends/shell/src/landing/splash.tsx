/** Shown while the session is checked or a chunk loads: no layout shift, no spinner flash. */
export function Splash() {
  return <div role="status" aria-label="Loading" style={{ minHeight: '100vh' }} />;
}
