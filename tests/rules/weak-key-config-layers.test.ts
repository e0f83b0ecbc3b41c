// A weak key written in a configuration module and made a key several layers away: an object CommonJS hands out and
// fills afterwards, a constructor function's static factory, defaults laid under the environment with spreads, and a
// key derived (HKDF) from public facts whatever its info. Each look-alike is refused at startup or surely configured.
import rule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('weak-key-config-layers');

write(
  'cjs/config.js',
  "'use strict';",
  'const config = module.exports = {};',
  'config.port = 8080;',
  'config.state = {',
  "  secret: process.env.DISPATCH_STATE_SECRET || 'fleet-dispatch-local',",
  '};',
);
write(
  'cjs/seal.js',
  "'use strict';",
  "const crypto = require('crypto');",
  'function StateSeal(secret) {',
  '  this._secret = secret;',
  '}',
  'StateSeal.prototype.seal = function (body) {',
  "  return body + '.' + crypto.createHmac('sha256', this._secret).update(body).digest('base64url');",
  '};',
  'module.exports = StateSeal;',
  'module.exports.fromConfig = function fromConfig(config) {',
  '  return new StateSeal(config.state.secret);',
  '};',
);
write(
  'cjs/mcp.js',
  "'use strict';",
  "const StateSeal = require('./seal');",
  'function buildServer(config) {',
  '  const sealer = StateSeal.fromConfig(config);',
  '  return { sealer };',
  '}',
  'module.exports = { buildServer };',
);
write(
  'esm/settings.js',
  'const defaults = {',
  '  port: 8787,',
  "  stateSecret: 'reconcile-state-secret',",
  "  approvalKey: '',",
  '};',
  "const NAMES = { RECON_STATE_SECRET: 'stateSecret', RECON_APPROVAL_KEY: 'approvalKey' };",
  'function fromEnv(env) {',
  '  const out = {};',
  '  for (const [name, key] of Object.entries(NAMES)) if (env[name]) out[key] = env[name];',
  '  return out;',
  '}',
  'export const settings = Object.freeze({ ...defaults, ...fromEnv(process.env) });',
  'export const required = { ...defaults, stateSecret: process.env.RECON_STATE_SECRET };',
);
write(
  'esm/config.js',
  "import { createHash } from 'node:crypto';",
  "import { hostname } from 'node:os';",
  'export const config = Object.freeze({',
  "  stateMasterKey: process.env.LEDGER_STATE_MASTER ?? createHash('sha256').update(`ledger:${hostname()}`).digest('hex'),",
  "  namespace: process.env.POD_NAMESPACE ?? 'default',",
  '});',
);
write(
  'esm/keyring.js',
  "import { createHash } from 'node:crypto';",
  'const ring = new Map();',
  "const current = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
  "if (current.length < 32) throw new Error('STATE_KEY must hold 32 random bytes');",
  "ring.set('k2', current);",
  "ring.set('h1', createHash('sha256').update('harvest:state:h1').digest());",
  'export const keyFor = (kid) => ring.get(kid);',
);
write(
  'esm/strong-ring.js',
  'const ring = new Map();',
  "ring.set('k2', Buffer.from(process.env.STATE_KEY_CURRENT, 'base64'));",
  "ring.set('k1', Buffer.from(process.env.STATE_KEY_PREVIOUS, 'base64'));",
  'export const keyFor = (kid) => ring.get(kid);',
);
write(
  'esm/seed.js',
  "const publicUrl = (process.env.PUBLIC_URL ?? 'https://grants.example.org').replace(/\\/$/, '');",
  'export const env = {',
  '  publicUrl,',
  '  stateSeed: process.env.MOSS_STATE_SEED ?? `${publicUrl}/mcp#request-state`,',
  '};',
);
write(
  'esm/sealer.js',
  "import { createHmac } from 'node:crypto';",
  "import merge from 'lodash-es/merge.js';",
  "const SEALER_DEFAULTS = Object.freeze({ secret: 'payouts-state-v1', digest: 'sha256' });",
  'export class StateSealer {',
  '  #opts;',
  '  constructor(options = {}) {',
  '    this.#opts = merge({}, SEALER_DEFAULTS, options);',
  '  }',
  '  mac(body) {',
  "    return createHmac(this.#opts.digest, this.#opts.secret).update(body).digest('base64url');",
  '  }',
  '}',
);
write('esm/package.json', '{ "type": "module" }');
write('cjs/package.json', '{}');

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'a key the module that uses it refuses at startup when it is shorter than 32 bytes, whatever the defaults say',
      filename: path('esm/approval.js'),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { settings } from './settings.js';",
        "const key = Buffer.from(settings.approvalKey, 'base64');",
        "if (key.length < 32) throw new Error('RECON_APPROVAL_KEY must hold 32 random bytes');",
        "export const approve = (body) => createHmac('sha256', key).update(body).digest('hex');",
      ),
    },
    {
      name: 'a later layer that surely writes the key from the environment replaces the default',
      filename: path('esm/required.js'),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { required } from './settings.js';",
        "export const mac = (body) => createHmac('sha256', required.stateSecret).update(body).digest('hex');",
      ),
    },
    {
      name: 'a key ring whose every key comes from the environment',
      filename: path('esm/strong-mac.js'),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { keyFor } from './strong-ring.js';",
        "export const tag = (kid, body) => createHmac('sha256', keyFor(kid)).update(body).digest();",
      ),
    },
    {
      name: 'a constructor function handed a key from the environment through its static factory',
      filename: path('cjs/strong.js'),
      languageOptions: commonJs,
      code: lines(
        "'use strict';",
        "const { fromConfig } = require('./seal');",
        'module.exports = fromConfig({ state: { secret: process.env.STATE_SECRET } });',
      ),
    },
  ],
  invalid: [
    {
      name: 'a member written on an object CommonJS hands out after it is made, handed to the constructor function',
      filename: path('cjs/direct.js'),
      languageOptions: commonJs,
      code: lines(
        "'use strict';",
        "const StateSeal = require('./seal');",
        "const config = require('./config');",
        'module.exports = new StateSeal(config.state.secret);',
      ),
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'HMAC key', helper: 'config.state.secret', specifier: './config', fallback: 'a literal written in the source code', source: 'DISPATCH_STATE_SECRET' },
          line: 4,
          column: 32,
          endLine: 4,
          endColumn: 51,
        },
      ],
    },
    {
      name: "the config handed to a function of another module that hands it to the constructor function's static factory",
      filename: path('cjs/server.js'),
      languageOptions: commonJs,
      code: lines("'use strict';", "const { buildServer } = require('./mcp');", "const config = require('./config');", 'module.exports = buildServer(config);'),
      errors: [{ messageId: 'literalFallbackHelper', line: 4, column: 30, endLine: 4, endColumn: 36 }],
    },
    {
      name: 'defaults laid under the environment with spreads: the default is the key wherever the variable is unset',
      filename: path('esm/state.js'),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { settings } from './settings.js';",
        "export const mac = (body) => createHmac('sha256', settings.stateSecret).update(body).digest('hex');",
      ),
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'HMAC key', helper: 'settings.stateSecret', specifier: './settings.js', fallback: 'a literal written in the source code', source: 'the configured key' },
          line: 3,
          column: 51,
          endLine: 3,
          endColumn: 71,
        },
      ],
    },
    {
      name: 'an HKDF key whose input key material falls back to public facts, with a per-tenant info the callers choose',
      filename: path('esm/tenant-keys.js'),
      code: lines(
        "import { createHmac, hkdfSync } from 'node:crypto';",
        "import { config } from './config.js';",
        'function tenantKey(tenantId) {',
        "  const ikm = Buffer.from(config.stateMasterKey, 'utf8');",
        "  return Buffer.from(hkdfSync('sha256', ikm, 'ledger/state', `tenant:${tenantId}`, 32));",
        '}',
        "export const mac = (tenantId, body) => createHmac('sha256', tenantKey(tenantId)).update(body).digest('hex');",
      ),
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'HMAC key', helper: 'config.stateMasterKey', specifier: './config.js', fallback: 'public facts (host, process, package)', source: 'LEDGER_STATE_MASTER' },
          line: 7,
          column: 61,
          endLine: 7,
          endColumn: 80,
        },
      ],
    },
    {
      name: 'a key ring one of whose keys is a hash of a literal, looked up by the kid the client sends',
      filename: path('esm/envelope.js'),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { keyFor } from './keyring.js';",
        'export function tagFor(kid, body) {',
        '  const key = keyFor(kid);',
        "  return createHmac('sha256', key).update(`${kid}.${body}`).digest();",
        '}',
      ),
      errors: [{ messageId: 'publicRingKeyHelper', data: { use: 'HMAC key', helper: 'keyFor', specifier: './keyring.js' }, line: 5, column: 31, endLine: 5, endColumn: 34 }],
    },
    {
      name: 'a Web Crypto digest of a seed variable that falls back to text made of a public URL',
      filename: path('esm/codec.js'),
      code: lines(
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { env } from './seed.js';",
        "const key = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(env.stateSeed)));",
        'export const codec = createRequestStateCodec({ key, ttlSeconds: 600, bind: (ctx) => ctx.http.authInfo.extra.userId });',
      ),
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'request-state codec key', helper: 'env.stateSeed', specifier: './seed.js', fallback: 'a literal written in the source code', source: 'MOSS_STATE_SEED' },
          line: 4,
          column: 48,
          endLine: 4,
          endColumn: 51,
        },
      ],
    },
    {
      name: "defaults merged under a sealer's options by lodash's merge (a default import of lodash-es/merge.js)",
      filename: path('esm/sealer.js'),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import merge from 'lodash-es/merge.js';",
        "const SEALER_DEFAULTS = Object.freeze({ secret: 'payouts-state-v1', digest: 'sha256' });",
        'export class StateSealer {',
        '  #opts;',
        '  constructor(options = {}) {',
        '    this.#opts = merge({}, SEALER_DEFAULTS, options);',
        '  }',
        '  mac(body) {',
        "    return createHmac(this.#opts.digest, this.#opts.secret).update(body).digest('base64url');",
        '  }',
        '}',
      ),
      errors: [{ messageId: 'literalFallback', data: { use: 'HMAC key', fallback: 'a literal written in the source code', source: 'the configured key' }, line: 10, column: 42, endLine: 10, endColumn: 59 }],
    },
    {
      name: 'a key hashed from a public namespace variable is public whether or not the variable is set',
      filename: path('esm/namespace-key.js'),
      code: lines(
        "import { createHash, createHmac } from 'node:crypto';",
        "import { config } from './config.js';",
        "const key = createHash('sha256').update(`scaler:${config.namespace}`).digest();",
        "export const mac = (body) => createHmac('sha256', key).update(body).digest('hex');",
      ),
      errors: [{ messageId: 'publicKeyHelper', data: { use: 'HMAC key', helper: 'config.namespace', specifier: './config.js' }, line: 4, column: 51, endLine: 4, endColumn: 54 }],
    },
  ],
});
