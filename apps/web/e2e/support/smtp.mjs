/**
 * A loopback SMTP server (smtp-server) that accepts anything and writes each message it receives
 * to `<mailDir>/*.eml`: the mail the journeys read (e2e/run.mjs) and the production topology's
 * real SMTP endpoint (tooling/topology). Answers `{ port, close() }`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startSmtp(mailDir, host = '127.0.0.1') {
  mkdirSync(mailDir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        n += 1;
        writeFileSync(
          join(mailDir, `${Date.now()}-${String(n).padStart(4, '0')}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  await new Promise((res, rej) => {
    server.once('error', rej);
    server.listen(0, host, res);
  });
  return {
    port: server.server.address().port,
    close: () => new Promise((res) => server.close(res)),
  };
}
