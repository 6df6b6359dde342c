import type { ThemeColors, Toast } from '@gatherly/shared';
import { accessibilityMessage } from '@gatherly/shared';

/** Spec sections 5 and 8: the settings toasts, written once. */
export const SETTINGS_TOASTS = {
  saveFailed: {
    title: 'Save Failed',
    description: "Changes couldn't be saved automatically. Please try again.",
    variant: 'destructive',
  } satisfies Toast,
  bannerSaved: { title: 'Banner settings updated!' } satisfies Toast,
  bannerUploaded: {
    title: 'Banner updated successfully!',
    description: 'Your new banner image is now live.',
  } satisfies Toast,
  bannerUploadFailed: (offline: boolean): Toast => ({
    title: 'Upload failed',
    description: offline ? 'Please check your connection and try again' : 'No file was uploaded successfully',
    variant: 'destructive',
  }),
  /** Shown for 3 s after the background or surface colour changes. */
  accessibility: (colors: ThemeColors, changed: 'background' | 'surface'): Toast => ({
    title: 'Color Accessibility',
    description: accessibilityMessage(colors, changed),
    duration: 3000,
  }),
} as const;
