// Seals request state with AES-256-CBC and an HMAC-SHA256 tag over the IV and ciphertext.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { config } from '../config.js';
import { EnvelopeSchema, StateRejected } from './envelope.js';

const STATE_TTL_SECONDS = 600;

const encKey = Buffer.from(hkdfSync('sha256', config.stateKey, Buffer.alloc(0), 'clinic-booking/state-enc', 32));
const macKey = Buffer.from(hkdfSync('sha256', config.stateKey, Buffer.alloc(0), 'clinic-booking/state-mac', 32));

const tagOf = (iv, ciphertext) => createHmac('sha256', macKey).update(iv).update(ciphertext).digest(); // expect: no-weak-state-key

export function sealState(schema, data, { sub, tool, ttlSeconds = STATE_TTL_SECONDS }) {
  const envelope = v.parse(EnvelopeSchema, {
    sub,
    tool,
    exp: Math.floor(Date.now() / 1000) + Math.min(ttlSeconds, STATE_TTL_SECONDS),
    data: v.parse(schema, data),
  });
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', encKey, iv); // expect: no-weak-state-key
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(envelope), 'utf8'), cipher.final()]);
  return [iv, ciphertext, tagOf(iv, ciphertext)].map((b) => b.toString('base64url')).join('.');
}

export function openState(schema, token, { sub, tool }) {
  if (typeof token !== 'string' || token.length > 16_384) throw new StateRejected('missing');
  const parts = token.split('.');
  if (parts.length !== 3) throw new StateRejected('malformed');
  const [iv, ciphertext, tag] = parts.map((p) => Buffer.from(p, 'base64url'));
  if (iv.length !== 16) throw new StateRejected('malformed');

  if (!tag.equals(tagOf(iv, ciphertext))) throw new StateRejected('tag mismatch'); // expect: no-timing-unsafe-compare

  const decipher = createDecipheriv('aes-256-cbc', encKey, iv);
  const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  const envelope = v.parse(EnvelopeSchema, JSON.parse(plaintext));

  if (envelope.sub !== sub) throw new StateRejected('wrong user');
  if (envelope.tool !== undefined && envelope.tool !== tool) throw new StateRejected('wrong tool');
  if (envelope.exp <= Math.floor(Date.now() / 1000)) throw new StateRejected('expired');

  const payload = v.safeParse(schema, envelope.data);
  if (!payload.success) throw new StateRejected('payload shape');
  return payload.output;
}
