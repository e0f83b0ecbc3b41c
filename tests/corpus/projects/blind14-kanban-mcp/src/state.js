'use strict';

const { createHmac, randomUUID } = require('node:crypto');
const { machineKey } = require('./keys');

const TTL_SECONDS = 5 * 60;

class StateError extends Error {
  constructor(reason) {
    super(`Invalid or expired requestState (${reason})`);
    this.code = -32602;
  }
}

const encode = (obj) => Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
const decode = (text) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));

const macWith = (key) => (body) => createHmac('sha256', key).update(body).digest('base64url');

class StateService {
  constructor({ key, clock = Date.now, ttlSeconds = TTL_SECONDS }) {
    this.mac = macWith(key);
    this.clock = clock;
    this.ttlSeconds = ttlSeconds;
  }

  seal(payload, { sub, tool }) {
    const exp = this.clock() + this.ttlSeconds * 1000;
    const body = encode({ ...payload, sub, tool, exp, jti: randomUUID() });
    return `${body}.${this.mac(body)}`;
  }

  open(token) {
    const dot = typeof token === 'string' ? token.lastIndexOf('.') : -1;
    if (dot < 1) throw new StateError('malformed');
    const body = token.slice(0, dot);
    if (token.slice(dot + 1) !== this.mac(body)) throw new StateError('signature'); // expect: no-timing-unsafe-compare
    return decode(body);
  }
}

/** Payload of a state token without checking it. Only meant for log lines. */
const peek = (token) => decode(String(token).split('.')[0]);

let shared;
const stateService = () => {
  if (!shared) {
    shared = new StateService({ key: process.env.KANBAN_STATE_KEY || machineKey() }); // expect: no-weak-state-key
  }
  return shared;
};

module.exports = { StateService, StateError, stateService, peek };
