import { useEffect, useRef } from 'react';
import type { SignInProvider } from '../sign-in/sign-in-providers';

/**
 * Which provider to sign in with, when the server offers another OpenID provider besides Google. A modal
 * over the page rather than a button in it: the prerendered landing page cannot know the server's
 * providers, and a button appearing once they are known would move the page under the visitor.
 */
export function SignInChooser({
  oidcName,
  onChoose,
  onClose,
}: {
  oidcName: string;
  onChoose: (provider: SignInProvider) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  // The popup must open inside the click, so the choice signs in before the dialog has closed.
  const choose = (provider: SignInProvider) => () => {
    onChoose(provider);
    onClose();
  };
  return (
    <dialog ref={dialog} className="lp-chooser" aria-labelledby="lp-chooser-title" onClose={onClose}>
      <h2 id="lp-chooser-title">Sign in</h2>
      <div className="lp-chooser-options">
        <button type="button" className="lp-btn lp-btn-primary" onClick={choose('google')}>
          Continue with Google
        </button>
        <button type="button" className="lp-btn lp-btn-ghost" onClick={choose('oidc')}>
          Continue with {oidcName}
        </button>
        <button type="button" className="lp-link" onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
