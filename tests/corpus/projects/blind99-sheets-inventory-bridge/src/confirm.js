// Confirmation tags for destructive tools: an HMAC over user, tool, argument digest and expiry, plus the argument digest itself.
const { createHash, createHmac } = require('node:crypto');
const { config } = require('./config');

const TTL_MS = 5 * 60 * 1000;

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function digestArgs(tool, args) {
  return createHash('sha256').update(`${tool}\n${canonical(args)}`).digest('base64url');
}

function tagFor(parts) {
  return createHmac('sha256', config.confirmKey).update(parts.join('\n')).digest();
}

function issueConfirmation({ userId, tool, argsDigest }, now = Date.now()) {
  const exp = String(now + TTL_MS);
  return `${exp}.${tagFor([userId, tool, argsDigest, exp]).toString('base64url')}`;
}

function checkConfirmation(state, { userId, tool, argsDigest }, now = Date.now()) {
  if (typeof state !== 'string' || state.length > 128) return false;
  const [expText, tagText] = state.split('.');
  if (!/^\d{13}$/.test(expText || '') || !tagText || Number(expText) < now) return false;
  const presented = Buffer.from(tagText, 'base64url');
  return presented.equals(tagFor([userId, tool, argsDigest, expText])); // expect: no-timing-unsafe-compare
}

module.exports = { digestArgs, issueConfirmation, checkConfirmation };
