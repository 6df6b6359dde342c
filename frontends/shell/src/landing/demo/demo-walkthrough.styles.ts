/**
 * The walkthrough's styles, loaded with it rather than with the landing page. On a phone the dialog stacks;
 * from 720 px the screenshot sits beside the text. The screenshot's width follows the window's height so that
 * the dialog fits without scrolling: 0.557 is its width over its height, 318 px (240 px side by side) the
 * height of the rest of the dialog with its margins; 100vh first for browsers without dvh. The text keeps
 * room for a three-line caption so that the buttons stay put from step to step.
 */
export const DEMO_CSS = `
.lp-demo { --demo-surface: #fff; --demo-line: #e2e8f0; --demo-accent: var(--primary); --demo-dot: #cbd5e1;
  width: calc(100vw - 24px); max-width: 760px; max-height: calc(100vh - 24px); max-height: calc(100dvh - 24px);
  margin: auto; padding: 0; border: 1px solid var(--demo-line); border-radius: 20px; background: var(--demo-surface);
  color: var(--ink); box-shadow: 0 24px 64px rgba(15, 23, 42, .3); overflow: auto; overscroll-behavior: contain; }
.lp-demo::backdrop { background: rgba(15, 23, 42, .6); }
.lp-demo-body { display: grid; grid-template-columns: minmax(0, 1fr); grid-template-areas: 'head' 'shot' 'text' 'nav';
  gap: 14px; padding: 16px; }
.lp-demo-head { grid-area: head; display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.lp-demo-head h2 { margin: 0; font-size: 1.05rem; letter-spacing: -0.01em; }
.lp-demo-close { flex: none; display: grid; place-items: center; width: 44px; height: 44px; margin: -6px -8px -6px 0;
  padding: 0; border: 0; border-radius: 12px; background: transparent; color: var(--muted); cursor: pointer; }
.lp-demo-close:hover { background: #f1f5f9; color: var(--ink); }
.lp-demo-shot { grid-area: shot; justify-self: center; aspect-ratio: 390 / 700;
  width: min(100%, 390px, max(140px, calc((100vh - 318px) * .557)));
  width: min(100%, 390px, max(140px, calc((100dvh - 318px) * .557)));
  border: 1px solid var(--demo-line); border-radius: 18px; overflow: hidden; background: #f1f5f9;
  box-shadow: 0 10px 30px rgba(15, 23, 42, .14); }
.lp-demo-shot img { display: block; width: 100%; height: auto; }
.lp-demo-text { grid-area: text; min-height: 7.75em; }
.lp-demo-progress { display: flex; align-items: center; gap: 12px; margin-bottom: 4px; }
.lp-demo-count { margin: 0; font-size: .875rem; font-weight: 700; color: var(--demo-accent); font-variant-numeric: tabular-nums; }
.lp-demo-dots { display: flex; gap: 6px; }
.lp-demo-dot { width: 6px; height: 6px; border-radius: 3px; background: var(--demo-dot); transition: width .2s, background-color .2s; }
.lp-demo-dot-on { width: 18px; background: var(--demo-accent); }
.lp-demo-text h3 { margin: 0 0 4px; font-size: 1.2rem; line-height: 1.3; letter-spacing: -0.01em; }
.lp-demo-caption { margin: 0; font-size: .95rem; color: var(--muted); }
.lp-demo-nav { grid-area: nav; display: flex; gap: 12px; }
.lp-demo-nav .lp-btn { gap: 8px; padding: 0 16px; white-space: nowrap; }
.lp-demo-nav .lp-btn-primary { flex: 1 1 auto; }
.lp-demo-nav .lp-btn-ghost:disabled { opacity: .45; cursor: default; }
.lp-demo button:focus-visible { outline: 3px solid var(--demo-accent); outline-offset: 2px; }
@media (min-width: 720px) {
  .lp-demo { width: calc(100vw - 48px); max-height: calc(100vh - 48px); max-height: calc(100dvh - 48px); }
  .lp-demo-body { grid-template-columns: auto minmax(0, 1fr); grid-template-areas: 'head head' 'shot text' 'nav nav';
    column-gap: 40px; row-gap: 20px; padding: 24px 28px; }
  .lp-demo-shot { width: min(340px, max(180px, calc((100vh - 240px) * .557)));
    width: min(340px, max(180px, calc((100dvh - 240px) * .557))); }
  .lp-demo-text { align-self: center; min-height: 0; }
  .lp-demo-text h3 { font-size: 1.6rem; margin-bottom: 8px; }
  .lp-demo-caption { font-size: 1.1rem; }
  .lp-demo-nav { justify-content: flex-end; }
  .lp-demo-nav .lp-btn-primary { flex: none; min-width: 132px; }
}
/* On a phone, Previous is its arrow (its name stays for screen readers): the last step's button needs the room. */
@media (max-width: 719.98px) {
  .lp-demo-nav .lp-btn-ghost { flex: none; width: 44px; padding: 0; }
  .lp-demo-previous { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
}
@media (prefers-reduced-motion: no-preference) {
  .lp-demo[open] { animation: lp-demo-in .18s ease-out; }
  @keyframes lp-demo-in { from { opacity: 0; transform: translateY(12px); } }
}
html[data-theme='dark'] .lp-demo { --demo-surface: #1e293b; --demo-line: #334155; --demo-accent: #a78bfa; --demo-dot: #475569; }
html[data-theme='dark'] .lp-demo::backdrop { background: rgba(2, 6, 23, .72); }
html[data-theme='dark'] .lp-demo-close:hover { background: #334155; }
html[data-theme='dark'] .lp-demo-shot { background: #0f172a; box-shadow: none; }
html[data-theme='dark'] .lp-demo-nav .lp-btn-ghost { border-color: #475569; }
`;
