import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** The event sections, and the operator console (loaded for operators only: see OperatorOnly). */
export type RemoteName = 'photos' | 'travel' | 'members' | 'settings' | 'costs' | 'admin';

let registered: Promise<void> | null = null;

/**
 * The remote map (name → mf-manifest.json URL) is deployment configuration served at /remotes.json and
 * registered with the shell's own federation instance on first use, so remotes share its singletons.
 * A remote is redeployed by changing the map, never by rebuilding the shell. An entry may be a path on
 * this origin (behind the deployment's reverse proxy); the federation runtime needs it absolute.
 */
function register(): Promise<void> {
  registered ??= fetch('/remotes.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return response.json() as Promise<Record<string, string>>;
    })
    .then((map) =>
      registerRemotes(
        Object.entries(map).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
      ),
    )
    .catch((error: unknown) => {
      registered = null;
      throw error;
    });
  return registered;
}

/** Loads a remote's section component; rejects (for the error boundary) when the remote is down. */
export async function loadSection(name: RemoteName): Promise<{ default: ComponentType }> {
  await register();
  const module = await loadRemote<{ default: ComponentType }>(`${name}/Section`);
  if (!module?.default) throw new Error(`The ${name} section could not be loaded`);
  return module;
}
