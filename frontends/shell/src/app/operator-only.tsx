import { useAuth } from '@gatherly/shared';
import type { ReactNode } from 'react';

/**
 * The operator console's route: an operator gets the console, anyone else `otherwise` (the not-found
 * screen), and their browser never asks for the console's code, not even its manifest. The server
 * answers its routes with 404 for them all the same.
 */
export function OperatorOnly({ children, otherwise }: { children: ReactNode; otherwise: ReactNode }) {
  const { user } = useAuth();
  return <>{user?.operator ? children : otherwise}</>;
}
