/** Spec section 4: a field's auto-save goes idle → saving → saved (2 s) or error (3 s) → idle. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export const SAVED_RESET_MS = 2000;
export const ERROR_RESET_MS = 3000;

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  idle: '',
  saving: 'Saving...',
  saved: 'Saved',
  error: 'Save failed',
};

/** How long a status stays before going back to idle; null when it stays until the next change. */
export function resetAfter(status: SaveStatus): number | null {
  if (status === 'saved') return SAVED_RESET_MS;
  if (status === 'error') return ERROR_RESET_MS;
  return null;
}

/**
 * Spec section 5: a field is saved on blur only when its value changed; text is saved only when it is
 * not empty, except optional fields, which may be cleared (saved as null).
 */
export function shouldSave(next: string, saved: string | null | undefined, optional = false): boolean {
  const value = next.trim();
  if (value === (saved ?? '').trim()) return false;
  return optional || value !== '';
}
