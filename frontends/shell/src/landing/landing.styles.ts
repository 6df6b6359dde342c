/** The landing page's own styles: it is the one screen that loads no antd. */
export const LANDING_CSS = `
.lp { --primary: #6236ff; --ink: #0f172a; --muted: #475569; font-size: 16px; line-height: 1.5; color: var(--ink); }
.lp * { box-sizing: border-box; }
.lp-wrap { max-width: 1120px; margin: 0 auto; padding: 0 20px; }
.lp-header { display: flex; align-items: center; justify-content: space-between; padding: 16px 0; }
.lp-brand { font-weight: 800; font-size: 1.3rem; color: var(--primary); letter-spacing: -0.02em; }
.lp-btn { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 22px; border-radius: 12px;
  border: 0; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
.lp-btn-primary { background: var(--primary); color: #fff; }
.lp-btn-primary:disabled { opacity: .7; cursor: progress; }
.lp-btn[aria-disabled='true'] { cursor: progress; }
.lp-btn-ghost { background: #fff; color: var(--ink); border: 1px solid #cbd5e1; }
.lp-chooser { border: 0; border-radius: 16px; padding: 24px; width: min(360px, calc(100vw - 32px)); color: var(--ink);
  background: #fff; box-shadow: 0 24px 48px rgba(15, 23, 42, .25); }
.lp-chooser::backdrop { background: rgba(15, 23, 42, .55); }
.lp-chooser h2 { margin: 0 0 16px; font-size: 1.25rem; }
.lp-chooser-options { display: grid; gap: 10px; }
.lp-chooser-options .lp-btn { width: 100%; overflow-wrap: anywhere; text-align: center; padding: 8px 16px; }
.lp-link { min-height: 44px; background: none; border: 0; font: inherit; color: var(--muted); text-decoration: underline; cursor: pointer; }
.lp-hero { padding: 48px 0 56px; text-align: center; }
.lp-hero h1 { font-size: clamp(2rem, 6vw, 3.4rem); line-height: 1.1; margin: 0 0 16px; letter-spacing: -0.03em; }
.lp-hero p { color: var(--muted); font-size: 1.15rem; max-width: 640px; margin: 0 auto 28px; }
.lp-actions { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; }
.lp-note { margin-top: 14px; color: var(--muted); font-size: .95rem; }
.lp-section { padding: 48px 0; }
.lp-section h2 { font-size: clamp(1.5rem, 4vw, 2.2rem); text-align: center; margin: 0 0 28px; }
.lp-grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); }
.lp-card { background: #fff; border: 1px solid #e2e8f0; border-radius: 16px; padding: 20px; }
.lp-card h3 { margin: 8px 0 6px; font-size: 1.1rem; }
.lp-card p { margin: 0; color: var(--muted); }
.lp-step { width: 36px; height: 36px; border-radius: 50%; background: #ede9fe; color: var(--primary); display: grid; place-items: center; font-weight: 700; }
.lp-cta { background: linear-gradient(135deg, #6236ff, #14b8a6); color: #fff; border-radius: 24px; padding: 40px 24px; text-align: center; }
.lp-cta h2 { color: #fff; }
.lp-cta .lp-btn-primary { background: #fff; color: var(--primary); }
.lp-footer { padding: 32px 0; color: var(--muted); text-align: center; font-size: .9rem; }
html[data-theme='dark'] .lp { --ink: #e2e8f0; --muted: #94a3b8; }
html[data-theme='dark'] .lp-chooser { background: #0f172a; }
html[data-theme='dark'] .lp-card, html[data-theme='dark'] .lp-btn-ghost { background: #1e293b; border-color: #334155; color: var(--ink); }
`;
