// Redis-backed drafts for returns in progress, and single-use markers for confirmed refunds.
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import config from './config.js';

var redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
var TTL_SECONDS = 600;

var drafts = {};

drafts.create = function (agent, data) {
  var id = randomBytes(24).toString('base64url');
  return redis.set('returns:draft:' + id, JSON.stringify({ agent: agent, data: data }), 'EX', TTL_SECONDS, 'NX')
    .then(function (reply) {
      if (reply !== 'OK') throw new Error('draft id collision');
      return id;
    });
};

drafts.take = function (id, agent) {
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{32}$/.test(id)) return Promise.resolve(null);
  var key = 'returns:draft:' + id;
  return redis.multi().get(key).del(key).exec().then(function (replies) {
    var raw = replies && replies[0] && replies[0][1];
    if (!raw) return null;
    var entry = JSON.parse(raw);
    return entry.agent === agent ? entry.data : null;
  });
};

drafts.claimOnce = function (nonce) {
  return redis.set('returns:used:' + nonce, '1', 'EX', TTL_SECONDS, 'NX').then(function (reply) {
    return reply === 'OK';
  });
};

export default drafts;
