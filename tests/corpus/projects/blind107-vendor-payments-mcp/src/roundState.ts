// src/roundState.ts — "ps1" HMAC envelope for the requestState that payment tools hand to the client
// @ts-nocheck
import crypto from 'node:crypto';
import { settings } from './settings.js';

var PREFIX = 'ps1';

function b64url(buf) {
  return Buffer.from(buf).toString('base64url');
}

function sign(body) {
  return crypto.createHmac('sha256', settings.stateKey).update(PREFIX + '.' + body).digest();
}

export function isSealed(raw) {
  return typeof raw === 'string' && raw.indexOf(PREFIX + '.') === 0;
}

export function sealState(payload, userId, tool) {
  var body = b64url(JSON.stringify({ p: payload, u: userId, t: tool, iat: Date.now() })); // expect: require-state-binding
  return PREFIX + '.' + body + '.' + b64url(sign(body));
}

export function openState(raw, userId, tool) { // expect: require-state-binding
  var parts = String(raw).split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  var mac = Buffer.from(parts[2], 'base64url');
  if (!mac.equals(sign(parts[1]))) return null; // expect: no-timing-unsafe-compare

  var envelope;
  try {
    envelope = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch (e) {
    return null;
  }
  if (envelope.u !== userId || envelope.t !== tool) return null;
  return envelope.p;
}
