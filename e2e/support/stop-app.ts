import type { LocalStripe } from '../../backend/test/support/local-stripe/local-stripe';

export default async function stopApp(): Promise<void> {
  await (globalThis as { localStripe?: LocalStripe }).localStripe?.close();
  const pid = (globalThis as { gatherlyApp?: number }).gatherlyApp;
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  // The launcher stops its children and exits; give it the time it needs.
  for (let waited = 0; waited < 30_000; waited += 250) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
