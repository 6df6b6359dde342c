import { screen } from '@testing-library/react';
import { takeEarlyStartup } from '../boot/early-startup';
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

  it('adds the first-paint script, the start-up worker at its built address and the hiding rule to <head>', () => {
    const chunkUrl = jest.fn((name: string) => `/${name}.0123456789.js`);
    const { head } = prerenderPage(chunkUrl);
    expect(head).toMatch(/^<script>\(function markFirstPaint\(.*\)\("gatherly\.signedIn"/s);
    expect(chunkUrl).toHaveBeenCalledWith('session-worker');
    expect(head).toContain('new Worker("/session-worker.0123456789.js",{name:name})');
    expect(head).toContain('<style>html[data-skip-landing] #root{display:none}</style>');
  });

  it('starts the worker from <head> with the stored event, and leaves it where the entry takes it', () => {
    const { head } = prerenderPage((name) => `/${name}.js`);
    class PageWorker {
      onmessage: unknown = null;
      onerror: unknown = null;
      constructor(
        readonly url: string,
        readonly options: WorkerOptions,
      ) {}
    }
    Object.assign(globalThis, { Worker: PageWorker });
    localStorage.setItem('currentEventId', 'ev9');
    window.history.pushState({}, '', '/events/ev9');
    try {
      // As the browser runs it while parsing <head>.
      new Function(/<script>(.*)<\/script>/s.exec(head)![1]!)();
      const early = takeEarlyStartup();
      const worker = early?.worker as unknown as PageWorker;
      expect(worker.url).toBe('/session-worker.js');
      // Asked in its name, which the worker reads as it starts.
      expect(JSON.parse(worker.options.name!)).toEqual({ currentEventId: 'ev9', dashboard: true });
      expect(takeEarlyStartup()).toBeUndefined();
    } finally {
      delete (globalThis as { Worker?: unknown }).Worker;
      localStorage.clear();
      window.history.pushState({}, '', '/');
    }
  });
});
