import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real server (Redis here) that can stop answering: paused, it keeps every
 * connection open and forwards nothing, as a server does that hangs or a network that drops packets.
 */
export class PausableProxy {
  private server?: Server;
  private readonly pairs = new Set<[Socket, Socket]>();
  private paused = false;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    this.server = createServer((client) => {
      const upstream = createConnection(this.targetPort, this.targetHost);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      client.pipe(upstream).pipe(client);
      if (this.paused) pair.forEach((socket) => socket.pause());
      const close = () => {
        this.pairs.delete(pair);
        pair.forEach((socket) => socket.destroy());
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  pause(): void {
    this.paused = true;
    for (const pair of this.pairs) pair.forEach((socket) => socket.pause());
  }

  resume(): void {
    this.paused = false;
    for (const pair of this.pairs) pair.forEach((socket) => socket.resume());
  }

  async stop(): Promise<void> {
    for (const pair of this.pairs) pair.forEach((socket) => socket.destroy());
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
