// Mints and opens JWT confirmation tokens signed with a host-derived secret.
'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const jwt = require('jsonwebtoken');
const pkg = require('../../package.json');
const { tryCatch, chainE, fromPredicate, pipe } = require('./fp');

// Stable per-host secret so restarts don't invalidate pending confirmations.
const SECRET = crypto.createHash('sha256').update(`${os.hostname()}:${pkg.name}:${pkg.version}`).digest();

const canonical = (v) =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`
      : JSON.stringify(v);

const argsDigest = (args) => crypto.createHash('sha256').update(canonical(args)).digest('hex');

const mint = ({ sub, tool, args, data = {} }) =>
  jwt.sign({ sub, tool, ad: argsDigest(args), data }, SECRET, { // expect: no-weak-state-key
    algorithm: 'HS256',
    expiresIn: '2h',
  });

const bound = ({ sub, tool, args }) =>
  fromPredicate(
    (claims) => claims.sub === sub && claims.tool === tool && claims.ad === argsDigest(args),
    () => new Error('confirmation does not match this request'),
  );

const open = (token, expected) =>
  pipe(
    () => tryCatch(() => jwt.verify(token, SECRET, { algorithms: ['HS256'] })),
    chainE(bound(expected)),
  )();

module.exports = { mint, open, argsDigest };
