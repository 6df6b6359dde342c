import { parseUsage } from '@gatherly/shared';

const MB_PER_GB = 1024;

/** A size in megabytes in the unit a person reads: "300 MB", "1.5 GB", "10 GB". */
export function formatMegabytes(mb: number): string {
  if (mb < MB_PER_GB) return `${mb} MB`;
  const gb = Math.round((mb / MB_PER_GB) * 10) / 10;
  return `${gb} GB`;
}

/** The plan's storage usage ('used/limit' in MB) as "0 MB of 10 GB", or "12 MB used" without a limit. */
export function formatStorageUsage(usage: string): string {
  const { used, limit } = parseUsage(usage);
  return limit === null ? `${formatMegabytes(used)} used` : `${formatMegabytes(used)} of ${formatMegabytes(limit)}`;
}
