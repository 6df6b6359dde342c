import type { Toast } from '@gatherly/shared';

/** Spec section 8's photo toasts, written once. */
export const PHOTO_TOASTS = {
  uploaded: { title: 'Photo Uploaded', description: 'Your photo has been uploaded successfully!' },
  uploadFailed: {
    title: 'Upload Failed',
    description: 'Failed to upload photo. Please try again.',
    variant: 'destructive',
  },
} as const satisfies Record<string, Toast>;
