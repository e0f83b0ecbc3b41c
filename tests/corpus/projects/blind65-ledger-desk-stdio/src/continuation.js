// Continuation tokens for multi round-trip tool calls.
//
// token = base64url(JSON envelope) "." base64url(HMAC-SHA256(envelope))
// The envelope carries who it was minted for, which tool, and when it expires.
import { createHmac } from 'node:crypto';
import { settings } from './settings.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function macOf(body) {
  return createHmac('sha256', settings.stateKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

export function sealContinuation(tool, principal, data) {
  const envelope = {
    v: 1,
    tool,
    sub: principal,
    exp: nowSeconds() + settings.stateTtlSeconds,
    data,
  };
  const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return `${body}.${macOf(body)}`;
}

const refused = (reason) => ({ ok: false, reason });

export function openContinuation(token, { tool, principal }) {
  if (typeof token !== 'string' || token.length > 16_384) return refused('malformed');
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || dot === token.length - 1) return refused('malformed');

  const body = token.slice(0, dot);
  const tag = token.slice(dot + 1);
  if (tag !== macOf(body)) return refused('signature'); // expect: no-timing-unsafe-compare

  let envelope;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return refused('malformed');
  }
  if (envelope.v !== 1) return refused('malformed');
  if (typeof envelope.exp !== 'number' || envelope.exp < nowSeconds()) return refused('expired');
  if (envelope.tool !== tool) return refused('tool');
  if (envelope.sub !== principal) return refused('user');
  return { ok: true, data: envelope.data };
}
