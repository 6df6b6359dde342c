import { screen } from '@testing-library/react';
import { prerenderLanding, prerenderPage } from './prerender-page';

describe('The page the build prerenders', () => {
  it("holds the landing page's heading, its Sign In button and its styles", () => {
    document.body.innerHTML = `<div id="root">${prerenderLanding()}</div>`;
    expect(
      screen.getByRole('heading', { level: 1, name: 'Plan weddings, getaways and milestones together' }),
    ).toBeInTheDocument();
    // Inert, and saying so, until the app's script has taken over and the session check has answered.
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('© 2024 Gatherly. All rights reserved.')).toBeInTheDocument();
    expect(document.querySelector('#root style')?.textContent).toContain('.lp-hero h1');
  });

  it('adds the first-paint script and its hiding rule to <head>', () => {
    const { head } = prerenderPage();
    expect(head).toMatch(/^<script>\(function markFirstPaint\(.*\)\("gatherly\.signedIn"/s);
    expect(head).toContain('<style>html[data-skip-landing] #root{display:none}</style>');
  });
});
