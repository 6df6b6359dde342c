// Development only: the console on its own page (webpack serves it at the remote's dev server root). The
// dynamic imports are the asynchronous boundary Module Federation needs to set up the shared singletons.
void Promise.all([import('@gatherly/shared/standalone'), import('./section')]).then(
  ([{ renderStandalone }, { default: Section }]) =>
    renderStandalone(Section, { name: 'admin', title: 'Operator console', route: '/admin' }),
);
