import { formatMegabytes, formatStorageUsage } from './storage-usage';

describe('the plan card storage usage', () => {
  it('reads in human units instead of "0/10240"', () => {
    expect(formatStorageUsage('0/10240')).toBe('0 MB of 10 GB');
    expect(formatStorageUsage('1536/500')).toBe('1.5 GB of 500 MB');
  });

  it('says how much is used when the plan has no limit', () => {
    expect(formatStorageUsage('12/unlimited')).toBe('12 MB used');
  });

  it('keeps megabytes below a gigabyte and rounds gigabytes to one decimal', () => {
    expect(formatMegabytes(1023)).toBe('1023 MB');
    expect(formatMegabytes(1024)).toBe('1 GB');
    expect(formatMegabytes(2600)).toBe('2.5 GB');
  });
});
