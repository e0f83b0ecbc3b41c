'use strict';

const crypto = require('node:crypto');
const { loadKeyring } = require('./keyring');

const PREFIX = 'Fe26.mcp';

function subkeys(secret) {
  const enc = Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), 'enc', 32));
  const mac = Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), 'mac', 32));
  return { enc, mac };
}

const b64 = (buf) => Buffer.from(buf).toString('base64url');
const macOf = (key, text) => crypto.createHmac('sha256', key).update(text).digest('base64url');

function sameMac(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  }
  return true;
}

async function seal(obj, { ttlSec }) {
  const { current } = await loadKeyring();
  const { enc, mac } = subkeys(current.secret);
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-ctr', enc, iv);
  const ct = Buffer.concat([cipher.update(JSON.stringify(obj), 'utf8'), cipher.final()]);
  const exp = Math.floor(Date.now() / 1000) + ttlSec;
  const base = [PREFIX, current.id, b64(iv), b64(ct), exp].join('*');
  return `${base}*${macOf(mac, base)}`;
}

async function unseal(sealed) {
  const parts = sealed.split('*');
  if (parts.length !== 6 || parts[0] !== PREFIX) throw new Error('malformed seal');
  const [, keyId, ivText, ctText, expText, mac] = parts;
  const { byId, current } = await loadKeyring();
  const base = parts.slice(0, 5).join('*');
  let genuine;
  if (keyId === current.id) {
    genuine = sameMac(mac, macOf(subkeys(current.secret).mac, base)); // expect: no-timing-unsafe-compare
  } else {
    // older seals: try every key we still accept, the key id is only a hint
    const candidates = [...byId.values()].map((k) => macOf(subkeys(k.secret).mac, base));
    genuine = candidates.includes(mac); // expect: no-timing-unsafe-compare
  }
  if (!genuine) throw new Error('bad seal');
  if (Number(expText) < Math.floor(Date.now() / 1000)) throw new Error('seal expired');
  const key = byId.get(keyId) || [...byId.values()][0];
  const decipher = crypto.createDecipheriv('aes-256-ctr', subkeys(key.secret).enc, Buffer.from(ivText, 'base64url'));
  const pt = Buffer.concat([decipher.update(Buffer.from(ctText, 'base64url')), decipher.final()]);
  return JSON.parse(pt.toString('utf8'));
}

module.exports = { seal, unseal };
