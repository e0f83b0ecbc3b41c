// Server-side store for pending confirmations in Redis; the client only ever holds a random handle.
'use strict';

const crypto = require('crypto');
const util = require('util');

const randomBytes = util.promisify(crypto.randomBytes);
const TTL_SECONDS = 600;
const HANDLE = /^[A-Za-z0-9_-]{43}$/;

/** @type {import('ioredis').Redis | undefined} */
let client;

function redis(config) {
  if (!client) {
    const Redis = require('ioredis');
    client = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  }
  return client;
}

/**
 * @param {any} config
 * @param {Record<string, unknown>} record
 * @returns {Promise<string>} opaque handle to hand to the client as requestState
 */
exports.create = async function create(config, record) {
  const handle = (await randomBytes(32)).toString('base64url');
  const ok = await redis(config).set(`release-mcp:pending:${handle}`, JSON.stringify(record), 'EX', TTL_SECONDS, 'NX');
  if (ok !== 'OK') throw new Error('could not store pending confirmation');
  return handle;
};

/**
 * Returns and removes the record, so a handle works exactly once.
 * @param {any} config
 * @param {unknown} handle
 */
exports.take = async function take(config, handle) {
  if (typeof handle !== 'string' || !HANDLE.test(handle)) return null;
  const raw = await redis(config).getdel(`release-mcp:pending:${handle}`);
  return raw ? JSON.parse(raw) : null;
};

exports.TTL_SECONDS = TTL_SECONDS;
