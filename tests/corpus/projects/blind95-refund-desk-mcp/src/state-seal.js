// Signs and opens the refund workflow state that travels through the MCP client between rounds.
const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../package.json');
const config = require('./config');

const TTL_MS = 10 * 60 * 1000;

const sealKey = config.stateSecret
  ? Buffer.from(config.stateSecret, 'base64')
  : crypto.createHash('sha256').update(`${pkg.name}@${os.hostname()}`).digest();

function mac(body) {
  return crypto.createHmac('sha256', sealKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

function seal(payload, { userId, tool, argsHash }) {
  const envelope = { p: payload, sub: userId, tool, args: argsHash, exp: Date.now() + TTL_MS };
  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
  return `${body}.${mac(body)}`;
}

function open(token, { userId, tool, argsHash }) {
  if (typeof token !== 'string') return null;
  const dot = token.indexOf('.');
  if (dot < 1) return null;
  const body = token.slice(0, dot);
  const tag = token.slice(dot + 1);
  if (tag !== mac(body)) return null; // expect: no-timing-unsafe-compare

  const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (envelope.sub !== userId || envelope.tool !== tool || envelope.args !== argsHash) return null;
  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) return null;
  return envelope.p;
}

module.exports = { seal, open };
