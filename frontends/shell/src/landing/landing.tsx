import { lazyRetrying, useAuth } from '@gatherly/shared';
import { Suspense, useRef, useState } from 'react';
import { type SignInProvider, useSignInProviders } from '../sign-in/sign-in-providers';
import { LANDING_CSS } from './landing.styles';
import { SignInChooser } from './sign-in-chooser';

/** The walkthrough and its images load when a visitor asks for them: the landing page's load carries neither. */
const loadDemo = () => import(/* webpackChunkName: "demo-walkthrough" */ './demo/demo-walkthrough');
const DemoWalkthrough = lazyRetrying(loadDemo);
/** A pointer over Watch Demo or focus on it fetches the walkthrough's code (not its images) before the tap. */
const prefetchDemo = () => void loadDemo().catch(() => undefined);

const STEPS = [
  ['Create your event', 'Name it, pick dates (or decide later) and give it your colours and logo.'],
  ['Invite your people', 'Send e-mail invitations; friends join as attendees or co-organizers.'],
  ['Plan it together', 'Share flights and carpools, vote on photos and RSVP to the schedule.'],
];

const FEATURES = [
  [
    'Multi-event management',
    'Run every wedding, getaway and birthday at once. Each event keeps its data isolated and its own custom branding.',
  ],
  ['Travel coordination', 'See who lands when, and fill carpools seat by seat.'],
  ['Photo galleries', 'Everyone uploads, everyone votes; the favourites rise to the top.'],
  ['Scheduling', 'One shared timeline with RSVPs for every dinner, ceremony and outing.'],
  ['Member management', 'Invite by e-mail, choose who organizes, and keep the guest list tidy.'],
  ['Mobile-first design', 'Built for the phone in your pocket, comfortable on a laptop too.'],
];

/** The signed-out home page (spec sections 1 and 2). */
export function Landing() {
  const { signIn, signingIn, loading } = useAuth();
  const [demoOpen, setDemoOpen] = useState(false);
  const watchDemo = useRef<HTMLButtonElement>(null);
  // Until the session check answers (on the prerendered page: until the app's script has taken over), the
  // sign-in buttons do nothing and say so; a sign-in then cannot race the check's outcome. So until the
  // server has said which providers it offers: with another OpenID provider, they ask which one first.
  const providers = useSignInProviders();
  const oidc = providers.data?.oidc;
  const [choosing, setChoosing] = useState(false);
  const deciding = loading || providers.isPending;
  const waiting = deciding || undefined;
  const signInWith = (provider: SignInProvider) => void signIn(provider).catch(() => undefined);
  const start = () => {
    if (deciding) return;
    if (oidc) setChoosing(true);
    else signInWith('google');
  };
  const signInButton = {
    type: 'button' as const,
    className: 'lp-btn lp-btn-primary',
    onClick: start,
    disabled: signingIn,
    'aria-disabled': waiting,
  };
  return (
    <div className="lp">
      <style>{LANDING_CSS}</style>
      <div className="lp-wrap">
        <header className="lp-header">
          <span className="lp-brand">Gatherly</span>
          <button {...signInButton}>{signingIn ? 'Signing in...' : 'Sign In'}</button>
        </header>
        <main>
          <section className="lp-hero">
            <h1>Plan weddings, getaways and milestones together</h1>
            <p>One place for your friend group: events, invitations, flights, carpools, photos and the schedule.</p>
            <div className="lp-actions">
              <button {...signInButton}>Start Planning for Free</button>
              <button
                ref={watchDemo}
                type="button"
                className="lp-btn lp-btn-ghost"
                aria-haspopup="dialog"
                onClick={() => setDemoOpen(true)}
                onPointerEnter={prefetchDemo}
                onFocus={prefetchDemo}
              >
                Watch Demo
              </button>
            </div>
            <p className="lp-note">Free to start. No credit card needed.</p>
            {choosing && oidc && (
              <SignInChooser oidcName={oidc.name} onChoose={signInWith} onClose={() => setChoosing(false)} />
            )}
          </section>
          <section className="lp-section" aria-labelledby="how">
            <h2 id="how">How it works</h2>
            <div className="lp-grid">
              {STEPS.map(([title, text], index) => (
                <div className="lp-card" key={title}>
                  <div className="lp-step">{index + 1}</div>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </div>
              ))}
            </div>
          </section>
          <section className="lp-section" aria-labelledby="features">
            <h2 id="features">Features</h2>
            <div className="lp-grid">
              {FEATURES.map(([title, text]) => (
                <div className="lp-card" key={title}>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </div>
              ))}
            </div>
          </section>
          <section className="lp-section">
            <div className="lp-cta">
              <h2>Ready to start planning?</h2>
              <p>Bring your group together in minutes.</p>
              <button
                type="button"
                className="lp-btn lp-btn-primary"
                onClick={start}
                disabled={signingIn}
                aria-disabled={waiting}
              >
                Get Started Free
              </button>
            </div>
          </section>
        </main>
        <footer className="lp-footer">© 2024 Gatherly. All rights reserved.</footer>
      </div>
      {demoOpen && (
        <Suspense fallback={null}>
          <DemoWalkthrough
            onClose={() => {
              setDemoOpen(false);
              watchDemo.current?.focus();
            }}
            onStart={start}
            signingIn={signingIn}
            waiting={waiting}
          />
        </Suspense>
      )}
    </div>
  );
}
