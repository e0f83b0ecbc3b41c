// Signs and opens the requestState used by the approval round trip.
'use strict';

const { createHmac } = require('node:crypto');
const config = require('../config');

function mac(body) {
  return createHmac('sha256', config.stateKey).update(body).digest('base64url');
}

function sealState(claims) {
  const body = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() + config.stateTtlMs })).toString('base64url');
  return `${body}.${mac(body)}`;
}

function openState(sealed, tool) { // expect: require-state-binding
  if (typeof sealed !== 'string') return null;
  const dot = sealed.indexOf('.');
  if (dot < 1) return null;
  const body = sealed.slice(0, dot);
  const signature = sealed.slice(dot + 1);
  if (signature !== mac(body)) return null; // expect: no-timing-unsafe-compare
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.tool !== tool) return null;
  if (typeof claims.exp !== 'number' || claims.exp < Date.now()) return null;
  return claims;
}

module.exports = { sealState, openState };
