import { sniffImageType } from './image-type';

const pad = (bytes: number[] | string) => {
  const head = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return Buffer.concat([head, Buffer.alloc(16)]);
};

describe('sniffImageType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    ['GIF89a', 'gif'],
    ['RIFF\u0000\u0000\u0000\u0000WEBP', 'webp'],
    ['\u0000\u0000\u0000\u001cftypavif', 'avif'],
  ] as const)('recognises %j as %s', (bytes, type) => {
    expect(sniffImageType(pad(bytes as never))).toBe(type);
  });

  it.each([
    ['<!doctype html><script>alert(1)</script>'],
    ['<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['PK\u0003\u0004zip'],
    ['\u0000\u0000\u0000\u0018ftypheic'],
  ])('refuses %j', (content) => {
    expect(sniffImageType(pad(content))).toBeNull();
  });

  it('refuses a file shorter than its signature', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
