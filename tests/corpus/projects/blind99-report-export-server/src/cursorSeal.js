// Seals and opens the export cursors that travel through the client between rounds.
import { createHmac } from 'node:crypto';
import { packFrame, unpackFrame } from './frames.js';
import { settings } from './settings.js';

const mac = (body) => createHmac('sha256', settings.cursorKey).update(body).digest('base64url'); // expect: no-weak-state-key

export function sealCursor(cursor) {
  const body = packFrame(cursor).toString('base64url');
  return `${body}.${mac(body)}`;
}

export function openCursor(sealed) {
  if (typeof sealed !== 'string' || sealed.length > 256 * 1024) return null;
  const dot = sealed.indexOf('.');
  if (dot < 1) return null;
  const body = sealed.slice(0, dot);
  const tag = sealed.slice(dot + 1);
  if (tag !== mac(body)) return null; // expect: no-timing-unsafe-compare
  const cursor = unpackFrame(Buffer.from(body, 'base64url'));
  if (typeof cursor.exp === 'number' && cursor.exp < Date.now()) return null;
  return cursor;
}
