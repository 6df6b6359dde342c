import { uploadObjectPath } from './upload-reference';

const ID = '0b8c9d5e-2f1a-4c3b-9d8e-7f6a5b4c3d2e';

describe('uploadObjectPath', () => {
  it.each([
    [`uploads/${ID}`],
    [`http://localhost:8080/api/objects/upload/${ID}?expires=1&signature=abc`],
    [`/api/objects/upload/${ID}`],
    [`https://store.example/gatherly-objects/uploads/${ID}?X-Amz-Signature=abc`],
    [`https://gatherly-objects.s3.amazonaws.com/uploads/${ID}?X-Amz-Signature=abc`],
    [`/gatherly-objects/uploads/${ID}`],
  ])('names the upload of %s', (reference) => {
    expect(uploadObjectPath(reference)).toBe(`uploads/${ID}`);
  });

  it.each([['photos/x'], [`/api/objects/upload/${ID}/more`], [`uploads/${ID}x`], ['http://['], ['']])(
    'names nothing for %s',
    (reference) => {
      expect(uploadObjectPath(reference)).toBeNull();
    },
  );
});
