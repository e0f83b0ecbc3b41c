import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { STATE_KEY } from './keys.js';

// ---- signed request state -------------------------------------------------
// token = base64url(json) + '.' + base64url(hmac)

var STATE_TTL_MS = 5 * 60 * 1000;

function mac(body) {
  return createHmac('sha256', STATE_KEY).update(body).digest('base64url');
}

export function sealState(data, userId, tool) {
  // binding fields go last so nothing in data can overwrite them
  var payload = Object.assign({}, data, { uid: userId, tool: tool, exp: Date.now() + STATE_TTL_MS });
  var body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return body + '.' + mac(body);
}

export function openState(token, userId, tool) {
  if (typeof token !== 'string') return null;
  var [body, sig, rest] = token.split('.');
  if (!body || !sig || rest !== undefined) return null;

  var want = Buffer.from(mac(body));
  var got = Buffer.from(sig);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;

  var st;
  try {
    st = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch (e) {
    return null;
  }
  if (!st || st.uid !== userId || st.tool !== tool) return null;
  if (typeof st.exp !== 'number' || st.exp <= Date.now()) return null;
  return st;
}

// ---- hashing ---------------------------------------------------------------

// digest of the tool arguments, key order ignored; used to tie a confirmation to its arguments
export function argsDigest(args) {
  var keys = Object.keys(args || {}).sort();
  var canon = JSON.stringify(keys.map((k) => [k, args[k]]));
  return createHash('sha256').update(canon).digest('hex');
}

export function etag(text) {
  return '"' + createHash('sha1').update(text).digest('base64url') + '"';
}

// ---- misc ------------------------------------------------------------------

export function reqId() {
  return Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 8);
}

export function clip(s, n) {
  s = String(s || '');
  return s.length > n ? s.slice(0, n) + '…' : s;
}

export function textResult(t) {
  return { content: [{ type: 'text', text: t }] };
}

export function errorResult(t) {
  return { isError: true, content: [{ type: 'text', text: t }] };
}

export function form(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: required || [] } },
  };
}

export function accepted(params, key) {
  var r = params.inputResponses ? params.inputResponses[key] : undefined;
  return r && r.action === 'accept' ? r.content || {} : null;
}
