/** Spec sections 5 and 9: up to 10 images a pick, 10 MB (10485760 bytes) each. */
export const MAX_FILES_PER_PICK = 10;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_TYPES = 'image/*';

/** The upload library's restriction messages (spec section 8), in words a person reads at a glance. */
export const RESTRICTIONS = {
  tooMany: `You can only upload ${MAX_FILES_PER_PICK} files`,
  tooLarge: (name: string) => `${name} exceeds maximum allowed size of 10 MB`,
  notImage: 'Only images can be uploaded',
  noMore: 'Cannot add more files',
} as const;

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export interface PickCheck<T extends PickedFile> {
  accepted: T[];
  messages: string[];
}

/**
 * Which of the picked files may be uploaded. A pick over the limit is refused whole, as the upload
 * library does; otherwise each file that is not an image or is too large is left out with its message.
 */
export function checkPick<T extends PickedFile>(files: readonly T[], alreadyPicked = 0): PickCheck<T> {
  if (alreadyPicked >= MAX_FILES_PER_PICK) return { accepted: [], messages: [RESTRICTIONS.noMore] };
  if (alreadyPicked + files.length > MAX_FILES_PER_PICK) return { accepted: [], messages: [RESTRICTIONS.tooMany] };
  const accepted: T[] = [];
  const messages: string[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) messages.push(RESTRICTIONS.notImage);
    else if (file.size > MAX_FILE_BYTES) messages.push(RESTRICTIONS.tooLarge(file.name));
    else accepted.push(file);
  }
  return { accepted, messages: [...new Set(messages)] };
}
