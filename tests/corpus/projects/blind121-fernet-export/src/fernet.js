// Fernet-like AES-256-CBC plus HMAC-SHA256 token format for encrypting and authenticating JSON.
'use strict';

const crypto = require('node:crypto');

const VERSION = 0x81; // our own variant: AES-256-CBC + HMAC-SHA256, 64-byte key
const HEADER_LEN = 1 + 8 + 16;
const MAC_LEN = 32;

class InvalidToken extends Error {}

class FernetLike {
  constructor({ signingKey, encryptionKey }, { now = () => Date.now() } = {}) {
    this._sig = signingKey;
    this._enc = encryptionKey;
    this._now = now;
  }

  encrypt(obj) {
    const iv = crypto.randomBytes(16);
    const ts = Buffer.alloc(8);
    ts.writeBigUInt64BE(BigInt(Math.floor(this._now() / 1000)));
    const cipher = crypto.createCipheriv('aes-256-cbc', this._enc, iv);
    const ct = Buffer.concat([cipher.update(JSON.stringify(obj), 'utf8'), cipher.final()]);
    const signed = Buffer.concat([Buffer.of(VERSION), ts, iv, ct]);
    const mac = crypto.createHmac('sha256', this._sig).update(signed).digest();
    return Buffer.concat([signed, mac]).toString('base64url');
  }

  decrypt(token, ttlSeconds) {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+$/.test(token)) throw new InvalidToken('malformed');
    const data = Buffer.from(token, 'base64url');
    if (data.toString('base64url') !== token) throw new InvalidToken('non-canonical encoding');
    if (data.length < HEADER_LEN + 16 + MAC_LEN || data[0] !== VERSION) throw new InvalidToken('bad version');

    const signed = data.subarray(0, data.length - MAC_LEN);
    const given = data.subarray(data.length - MAC_LEN);
    const expected = crypto.createHmac('sha256', this._sig).update(signed).digest();
    if (!crypto.timingSafeEqual(given, expected)) throw new InvalidToken('bad mac');

    const issued = Number(signed.readBigUInt64BE(1));
    const nowSec = Math.floor(this._now() / 1000);
    if (issued > nowSec + 60) throw new InvalidToken('issued in the future');
    if (nowSec - issued > ttlSeconds) throw new InvalidToken('expired');

    const iv = signed.subarray(9, HEADER_LEN);
    const decipher = crypto.createDecipheriv('aes-256-cbc', this._enc, iv);
    const plain = Buffer.concat([decipher.update(signed.subarray(HEADER_LEN)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  }
}

module.exports = { FernetLike, InvalidToken };
