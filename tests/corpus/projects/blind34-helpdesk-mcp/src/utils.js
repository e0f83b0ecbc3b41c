import { createHmac, timingSafeEqual } from 'node:crypto';
import { STATE_SECRET } from './config.js';

// ---- time ----------------------------------------------------------------

export function nowSec() {
  return Math.floor(Date.now() / 1000);
}

// ---- encoding ------------------------------------------------------------

export function b64url(str) {
  return Buffer.from(str, 'utf8').toString('base64url');
}

export function unb64url(str) {
  return Buffer.from(str, 'base64url').toString('utf8');
}

// ---- signed state --------------------------------------------------------

export function hmac(data) {
  return createHmac('sha256', STATE_SECRET).update(data).digest('base64url'); // expect: no-weak-state-key
}

// token = base64url(json) + '.' + mac
export function packState(obj) {
  var body = b64url(JSON.stringify(obj));
  return body + '.' + hmac(body);
}

// returns the object or null. callers check uid / tool / exp themselves
export function unpackState(token) {
  if (typeof token !== 'string') return null;
  var [body, sig] = token.split('.');
  if (!body || !sig) return null;
  var want = hmac(body);
  if (sig.length !== want.length) return null;
  if (!timingSafeEqual(Buffer.from(sig), Buffer.from(want))) return null;
  try {
    return JSON.parse(unb64url(body));
  } catch (e) {
    return null;
  }
}

// ---- paging cursors (search_tickets) ---------------------------------------

export function encodeCursor(obj) {
  return Buffer.from(JSON.stringify(obj)).toString('base64');
}

export function decodeCursor(str) {
  return JSON.parse(Buffer.from(str, 'base64').toString());
}

// ---- results -------------------------------------------------------------

export function textResult(text) {
  return { content: [{ type: 'text', text: text }] };
}

export function errorResult(text) {
  return { isError: true, content: [{ type: 'text', text: text }] };
}

export function askForm(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: message,
      requestedSchema: { type: 'object', properties: properties, required: required || Object.keys(properties) },
    },
  };
}

export function answerOf(params, key) {
  var r = params.inputResponses && params.inputResponses[key];
  if (!r || r.action !== 'accept') return null;
  return r.content || {};
}

// ---- misc ----------------------------------------------------------------

export function userOf(extra) {
  var a = extra && extra.authInfo;
  return a && a.extra && a.extra.userId ? String(a.extra.userId) : null;
}

export function truncate(s, n) {
  s = String(s || '');
  return s.length > n ? s.slice(0, n - 1) + '…' : s;
}

export function ticketLine(t) {
  return '#' + t.id + ' [' + t.status + '] ' + truncate(t.subject, 60) + (t.assignee ? ' (' + t.assignee + ')' : '');
}
