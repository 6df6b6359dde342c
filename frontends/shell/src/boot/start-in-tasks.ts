/**
 * Starts the app in three tasks of the main thread rather than one: the entry's own evaluation, then the
 * request of the app's first chunks (Module Federation setting up the shared singletons and adding their
 * script elements), then, once they have arrived and their modules are evaluated, `start`. On a slow
 * phone each takes 50–100 ms; in one task they blocked input for the sum, and the page's blocking time is
 * counted per task beyond 50 ms.
 */
export function startInTasks<App>(load: () => Promise<App>, start: (app: App) => void): void {
  setTimeout(() => void load().then((app) => setTimeout(() => start(app))));
}
