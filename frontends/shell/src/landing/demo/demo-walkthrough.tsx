import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { DEMO_SCREEN_SIZE, DEMO_SCREENS } from './demo-screens';
import { DEMO_CSS } from './demo-walkthrough.styles';

export interface DemoWalkthroughProps {
  /** The dialog has closed (Escape, the close button, the backdrop): the landing page unmounts it, takes focus back. */
  onClose: () => void;
  /** The last step's 'Start Planning for Free': the landing page's sign-in, in the same state as its buttons. */
  onStart: () => void;
  signingIn: boolean;
  waiting: true | undefined;
}

/**
 * "Watch Demo": a modal walkthrough of real screens of the product, one at a time, with Previous and Next.
 * A native <dialog> opened with showModal(): the browser keeps focus inside, closes it on Escape and hides
 * the page from screen readers meanwhile; a click on the backdrop closes it too. Its images are requested
 * when it renders, never with the page.
 */
export default function DemoWalkthrough({ onClose, onStart, signingIn, waiting }: DemoWalkthroughProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const forward = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(0);
  const screen = DEMO_SCREENS[index]!;
  const last = index === DEMO_SCREENS.length - 1;

  useEffect(() => {
    const element = dialog.current!;
    if (!element.open) element.showModal();
    // Next, not the close button the browser would pick: Enter then walks through the screens.
    forward.current?.focus();
  }, []);

  // The next screen's image loads while this one is looked at, so Next shows it at once.
  useEffect(() => {
    const next = DEMO_SCREENS[index + 1];
    if (next) new Image().src = next.src;
  }, [index]);

  const go = (to: number) => {
    const target = Math.max(0, Math.min(DEMO_SCREENS.length - 1, to));
    setIndex(target);
    // Previous is disabled on the first screen: focus moves on rather than dropping to the page.
    if (target === 0) forward.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  };
  // Its content fills the dialog edge to edge: a press on the dialog itself is on the backdrop around it. Both
  // ends of the click: a text selection dragged out of the dialog ends on the backdrop too.
  const pressedOnBackdrop = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <dialog
      ref={dialog}
      className="lp-demo"
      aria-labelledby="lp-demo-title"
      onClose={onClose}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <style>{DEMO_CSS}</style>
      <div className="lp-demo-body">
        <div className="lp-demo-head">
          <h2 id="lp-demo-title">A quick tour of Gatherly</h2>
          <button type="button" className="lp-demo-close" aria-label="Close" onClick={() => dialog.current?.close()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="lp-demo-shot">
          <img
            key={screen.src}
            src={screen.src}
            alt={screen.alt}
            width={DEMO_SCREEN_SIZE.width}
            height={DEMO_SCREEN_SIZE.height}
            decoding="async"
          />
        </div>
        <div className="lp-demo-text" aria-live="polite" aria-atomic="true">
          <div className="lp-demo-progress">
            <p className="lp-demo-count">
              {index + 1} of {DEMO_SCREENS.length}
            </p>
            <div className="lp-demo-dots" aria-hidden="true">
              {DEMO_SCREENS.map(({ src }, dot) => (
                <span key={src} className={dot === index ? 'lp-demo-dot lp-demo-dot-on' : 'lp-demo-dot'} />
              ))}
            </div>
          </div>
          <h3>{screen.title}</h3>
          <p className="lp-demo-caption">{screen.caption}</p>
        </div>
        <div className="lp-demo-nav">
          <button type="button" className="lp-btn lp-btn-ghost" onClick={() => go(index - 1)} disabled={index === 0}>
            <Arrow direction="previous" />
            <span className="lp-demo-previous">Previous</span>
          </button>
          <button
            ref={forward}
            type="button"
            className="lp-btn lp-btn-primary"
            onClick={last ? onStart : () => go(index + 1)}
            disabled={last && signingIn}
            aria-disabled={last ? waiting : undefined}
          >
            {last ? (
              'Start Planning for Free'
            ) : (
              <>
                Next
                <Arrow direction="next" />
              </>
            )}
          </button>
        </div>
      </div>
    </dialog>
  );
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  const path = direction === 'next' ? 'M5 12h14M13 6l6 6-6 6' : 'M19 12H5M11 6l-6 6 6 6';
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
