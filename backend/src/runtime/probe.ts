import { createConnection } from 'node:net';

export interface Address {
  host: string;
  port: number;
}

/**
 * Whether something accepts TCP connections at the address. A refused or silent port counts as closed:
 * the probe only decides between a local service and an embedded default, it never waits for one.
 */
export function isListening({ host, port }: Address, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const answer = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(timeoutMs, () => answer(false));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
  });
}
