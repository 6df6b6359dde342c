/** List fields are edited as comma-separated text: split on commas, trimmed, empty items dropped. */
export function parseList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const joinList = (items: readonly string[] | null | undefined) => (items ?? []).join(', ');
