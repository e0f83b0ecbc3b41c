// Seals and opens requestState in the form base64url(JSON) "." base64url(HMAC-SHA256).
'use strict';

const crypto = require('node:crypto');
const config = require('./config');

function mac(key, body) {
  return crypto.createHmac('sha256', key).update(body).digest();
}

function sealState(key, payload) {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + config.stateTtlMs }), 'utf8').toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

function openState(key, sealed) {
  if (typeof sealed !== 'string') return null;
  const dot = sealed.indexOf('.');
  if (dot <= 0 || dot === sealed.length - 1) return null;
  const body = sealed.slice(0, dot);
  const given = Buffer.from(sealed.slice(dot + 1), 'base64url');
  if (!given.equals(mac(key, body))) return null; // expect: no-timing-unsafe-compare
  let payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload.exp !== 'number' || payload.exp <= Date.now()) return null;
  return payload;
}

function incomingState(params) {
  return params.requestState ?? params._meta?.requestState;
}

module.exports = { sealState, openState, incomingState };
