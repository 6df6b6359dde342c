/**
 * Preloaded into the servers when the benchmark profiles them: --cpu-prof writes a profile only when a
 * process exits normally, and Nest stops the API by raising SIGTERM again after its shutdown hooks.
 */
process.prependListener('SIGTERM', () => process.exit(0));
