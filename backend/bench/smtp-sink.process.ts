import { SMTPServer } from 'smtp-server';

/**
 * The benchmark's SMTP server, in its own process like a real one: it reports each accepted message's
 * recipient and arrival time to the parent and keeps nothing.
 */
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      const at = Date.now();
      for (const recipient of session.envelope.rcptTo) process.send?.({ to: recipient.address, at });
      callback();
    });
  },
});

// A sender that drops its connection is the sender's problem; the sink keeps serving the others.
server.on('error', () => undefined);

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
