import { checkPick, MAX_FILE_BYTES, RESTRICTIONS } from './upload-rules';

const image = (name: string, size = 1000) => ({ name, size, type: 'image/jpeg' });

describe('Photo upload restrictions (spec sections 5 and 8)', () => {
  it('accepts up to 10 images of at most 10 MB', () => {
    const files = Array.from({ length: 10 }, (_, index) => image(`p${index}.jpg`, MAX_FILE_BYTES));
    expect(checkPick(files)).toEqual({ accepted: files, messages: [] });
  });

  it('refuses a pick of more than 10 files whole', () => {
    const files = Array.from({ length: 11 }, (_, index) => image(`p${index}.jpg`));
    expect(checkPick(files)).toEqual({ accepted: [], messages: ['You can only upload 10 files'] });
  });

  it('counts the files already picked in the same dialog', () => {
    expect(checkPick([image('a.jpg'), image('b.jpg')], 9).messages).toEqual([RESTRICTIONS.tooMany]);
    expect(checkPick([image('a.jpg')], 10).messages).toEqual(['Cannot add more files']);
  });

  it('leaves out files that are too large or not images, with the library texts', () => {
    const big = image('big.jpg', MAX_FILE_BYTES + 1);
    const text = { name: 'notes.txt', size: 10, type: 'text/plain' };
    const ok = image('ok.png');
    expect(checkPick([big, text, ok])).toEqual({
      accepted: [ok],
      messages: ['big.jpg exceeds maximum allowed size of 10 MB', 'Only images can be uploaded'],
    });
  });
});
