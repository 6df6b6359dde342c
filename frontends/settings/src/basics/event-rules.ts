/** Spec section 5: the event name is required; the logo is a web address (the server's texts). */
export const NAME_REQUIRED = 'Event name is required';
export const LOGO_INVALID = 'Logo must be a web address (http or https)';

export const requiredName = (value: string): string | null => (value.trim() ? null : NAME_REQUIRED);

export function validLogo(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : LOGO_INVALID;
  } catch {
    return LOGO_INVALID;
  }
}
