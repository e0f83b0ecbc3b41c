// Models a Discord interactions endpoint (ESM, node:http) that verifies Ed25519 signatures with crypto.verify — no MAC comparison at all.
import { createServer } from 'node:http';
import { createPublicKey, verify } from 'node:crypto';

const PUBLIC_KEY = createPublicKey({
  key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(process.env.DISCORD_PUBLIC_KEY, 'hex')]),
  format: 'der',
  type: 'spki',
});

const InteractionType = { PING: 1, APPLICATION_COMMAND: 2, MESSAGE_COMPONENT: 3 };
const ResponseType = { PONG: 1, CHANNEL_MESSAGE: 4 };

function isValidRequest(signature, timestamp, body) {
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || signature.length !== 128) {
    return false;
  }
  return verify(null, Buffer.from(timestamp + body), PUBLIC_KEY, Buffer.from(signature, 'hex'));
}

function respond(res, status, payload) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(payload === undefined ? undefined : JSON.stringify(payload));
}

createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/interactions') {
    return respond(res, 404);
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    const signature = req.headers['x-signature-ed25519'];
    const timestamp = req.headers['x-signature-timestamp'];
    if (!isValidRequest(signature, timestamp, body)) {
      return respond(res, 401, { error: 'invalid request signature' });
    }
    const interaction = JSON.parse(body);
    if (interaction.type === InteractionType.PING) {
      return respond(res, 200, { type: ResponseType.PONG });
    }
    if (interaction.type === InteractionType.APPLICATION_COMMAND && interaction.data.name === 'status') {
      return respond(res, 200, { type: ResponseType.CHANNEL_MESSAGE, data: { content: 'All systems go.' } });
    }
    if (interaction.application_id !== process.env.DISCORD_APPLICATION_ID) {
      return respond(res, 400, { error: 'wrong application' });
    }
    return respond(res, 200, { type: ResponseType.CHANNEL_MESSAGE, data: { content: 'Unknown command' } });
  });
}).listen(3000);
