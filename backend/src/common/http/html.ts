const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** JSON safe to place inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The small pages the API renders itself share one look. */
export function page(title: string, body: string, options: { nonce?: string; script?: string } = {}): string {
  const script = options.script ? `<script nonce="${options.nonce ?? ''}">${options.script}</script>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f8fafc; color: #0f172a;
         margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; }
  main { background: #fff; border-radius: 16px; box-shadow: 0 8px 30px rgba(15, 23, 42, .08); padding: 28px;
         width: min(92vw, 380px); box-sizing: border-box; }
  h1 { font-size: 1.35rem; margin: 0 0 4px; } p { color: #475569; margin: 0 0 18px; line-height: 1.45; }
  label { display: block; font-weight: 600; font-size: .9rem; margin: 14px 0 6px; }
  input, select { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; min-height: 44px;
                  border: 1px solid #cbd5e1; border-radius: 10px; }
  button { margin-top: 22px; width: 100%; min-height: 44px; border: 0; border-radius: 10px; background: #6236ff;
           color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .error { color: #b91c1c; font-size: .9rem; margin-top: 6px; } .hint { font-size: .8rem; color: #64748b; }
</style></head>
<body><main>${body}</main>${script}</body></html>`;
}
