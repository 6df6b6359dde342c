import { useAuth } from '@gatherly/shared';
import { Button, Flex, Modal } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { type SignInProvider, useSignInProviders } from './sign-in-providers';

/**
 * Sign In on a screen of the app: at once with Google, or, when the server offers another OpenID provider,
 * after asking which in a dialog. `before` runs first (signing the wrong account out); the popup opens
 * inside the click that chose, so the browser lets it.
 */
export function useSignInChoice(): { startSignIn: (before?: () => Promise<void>) => void; chooser: ReactNode } {
  const { signIn } = useAuth();
  const oidc = useSignInProviders().data?.oidc;
  const [open, setOpen] = useState(false);
  const pendingBefore = useRef<(() => Promise<void>) | undefined>(undefined);

  const signInWith = (provider: SignInProvider, before?: () => Promise<void>) =>
    void (before ? before().then(() => signIn(provider)) : signIn(provider)).catch(() => undefined);
  const startSignIn = (before?: () => Promise<void>) => {
    if (!oidc) return signInWith('google', before);
    pendingBefore.current = before;
    setOpen(true);
  };
  const choose = (provider: SignInProvider) => () => {
    setOpen(false);
    signInWith(provider, pendingBefore.current);
  };

  const chooser = oidc ? (
    <Modal open={open} title="Sign in" footer={null} width={360} centered onCancel={() => setOpen(false)}>
      <Flex vertical gap="small">
        <Button type="primary" block onClick={choose('google')}>
          Continue with Google
        </Button>
        <Button block onClick={choose('oidc')}>
          Continue with {oidc.name}
        </Button>
      </Flex>
    </Modal>
  ) : null;
  return { startSignIn, chooser };
}
