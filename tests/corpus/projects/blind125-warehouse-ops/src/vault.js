// Vault constructor that encrypts and decrypts round-trip state with AES-256-GCM.
'use strict';

var crypto = require('crypto');

var VERSION = 'v1';
var AAD = Buffer.from('warehouse-ops/request-state/v1');
var MAX_TTL_MS = 10 * 60 * 1000;

function canonical(value) {
  if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
  if (value && typeof value === 'object') {
    return '{' + Object.keys(value).sort().map(function (k) {
      return JSON.stringify(k) + ':' + canonical(value[k]);
    }).join(',') + '}';
  }
  return JSON.stringify(value === undefined ? null : value);
}

function argsHash(args) {
  return crypto.createHash('sha256').update(canonical(args || {})).digest();
}

/**
 * AES-256-GCM envelope for round-trip state. The client can neither read nor
 * alter it. Every envelope is bound to the caller, the tool and the exact args.
 *
 *   v1.<iv>.<ciphertext>.<tag>   (all base64url)
 */
function Vault(key, opts) {
  if (!Buffer.isBuffer(key) || key.length !== 32) throw new TypeError('Vault needs a 32-byte key');
  opts = opts || {};
  this._key = key;
  this.ttlMs = Math.min(opts.ttlMs || 5 * 60 * 1000, MAX_TTL_MS);
  this.now = opts.now || Date.now;
}

Vault.prototype.seal = function (payload, binding) {
  var iv = crypto.randomBytes(12);
  var cipher = crypto.createCipheriv('aes-256-gcm', this._key, iv);
  cipher.setAAD(AAD);
  var plain = JSON.stringify({
    p: payload,
    uid: binding.userId,
    tool: binding.tool,
    ah: argsHash(binding.args).toString('base64url'),
    exp: this.now() + this.ttlMs
  });
  var ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), ct.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
};

/** callback(err, payload). Any failure is reported the same way. */
Vault.prototype.open = function (token, binding, callback) {
  var rejected = new Error('Invalid or expired requestState');
  var parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 4 || parts[0] !== VERSION) return callback(rejected);

  var env;
  try {
    var decipher = crypto.createDecipheriv('aes-256-gcm', this._key, Buffer.from(parts[1], 'base64url'));
    decipher.setAAD(AAD);
    decipher.setAuthTag(Buffer.from(parts[3], 'base64url'));
    var plain = Buffer.concat([decipher.update(Buffer.from(parts[2], 'base64url')), decipher.final()]);
    env = JSON.parse(plain.toString('utf8'));
  } catch (e) {
    return callback(rejected);
  }

  if (env.uid !== binding.userId || env.tool !== binding.tool) return callback(rejected);
  var want = argsHash(binding.args);
  var got = Buffer.from(String(env.ah), 'base64url');
  if (got.length !== want.length || !crypto.timingSafeEqual(got, want)) return callback(rejected);
  if (typeof env.exp !== 'number' || env.exp <= this.now()) return callback(rejected);
  callback(null, env.p);
};

module.exports = Vault;
