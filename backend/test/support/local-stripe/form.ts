/**
 * Stripe's request bodies: form-encoded, nested with brackets (`line_items[0][price]=price_…`,
 * `metadata[userId]=…`). Arrays come back as objects keyed '0', '1'…, as a test needs nothing more.
 */
export type FormValue = string | { [key: string]: FormValue };

export function parseForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = Object.create(null);
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = Object.create(null) as Record<string, FormValue>);
    });
  }
  return root;
}

/** A nested string field, or undefined. */
export function field(form: Record<string, FormValue>, ...path: string[]): string | undefined {
  let node: FormValue | undefined = form;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A nested object of strings (metadata), or {}. */
export function strings(form: Record<string, FormValue>, key: string): Record<string, string> {
  const node = form[key];
  if (typeof node !== 'object') return {};
  return Object.fromEntries(
    Object.entries(node).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
