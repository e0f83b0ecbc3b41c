import rule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

// Key strength by provenance (issue 42, point 1): a fallback a startup check refuses, a key passed into a helper
// whose summary makes it a key, a key derived only from public facts.
testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'an empty fallback decoded to a Buffer, refused at startup by a length check on the Buffer',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const KEY = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
        "if (KEY.length < 32) throw new Error('STATE_KEY must decode to 32+ bytes');",
        "export const mac = (body) => createHmac('sha256', KEY).update(body).digest('base64url');",
      ),
    },
    {
      name: 'an || empty fallback refused at startup by a length check on the environment string',
      code: lines(
        "const crypto = require('node:crypto');",
        "const STATE_KEY = process.env.STATE_KEY || '';",
        'if (!STATE_KEY || Buffer.byteLength(STATE_KEY) < 32) {',
        "  throw new Error('STATE_KEY must hold 32+ bytes');",
        '}',
        "exports.mac = (body) => crypto.createHmac('sha256', STATE_KEY).update(body).digest('hex');",
      ),
      languageOptions: commonJs,
    },
    {
      name: 'a key loaded by a static method that checks the decoded length and throws',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'class Signer {',
        '  static #key = Signer.#load();',
        '  static #load() {',
        "    const key = Buffer.from(process.env.STATE_KEY || '', 'base64');",
        "    if (key.length < 32) throw new Error('STATE_KEY must decode to 32+ bytes');",
        '    return key;',
        '  }',
        "  static mac(body) { return createHmac('sha256', Signer.#key).update(body).digest(); }",
        '}',
        'export { Signer };',
      ),
    },
    {
      name: 'a literal placeholder shorter than the length the startup check requires',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const raw = process.env.STATE_KEY ?? 'unset';",
        "if (raw.length < 32) throw new Error('STATE_KEY must be 32+ characters');",
        "export const mac = (body) => createHmac('sha256', raw).update(body).digest();",
      ),
    },
    {
      name: 'a factory whose secret parameter becomes the HMAC key, given a key from a secret manager',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'function makeSealer({ secret }) {',
        "  const sign = (body) => createHmac('sha256', secret).update(body).digest('base64url');",
        '  return { seal: (payload) => sign(JSON.stringify(payload)) };',
        '}',
        "import { loadSecret } from './secrets.js';",
        "export const sealer = makeSealer({ secret: await loadSecret('state-key') });",
      ),
    },
    {
      name: 'a key helper given a key from Deno.env that is checked at startup',
      code: lines(
        'const enc = new TextEncoder();',
        "const importHmacKey = (raw) => crypto.subtle.importKey('raw', enc.encode(raw), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);",
        "const current = Deno.env.get('STATE_KEY');",
        "if (!current || current.length < 32) throw new Error('STATE_KEY must be 32+ characters');",
        'export const key = await importHmacKey(current);',
      ),
    },
    {
      name: 'a key derived (HKDF) from a master key in the environment',
      code: lines(
        "import { hkdfSync } from 'node:crypto';",
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        "const key = Buffer.from(hkdfSync('sha256', process.env.MASTER_KEY, 'salt', 'state', 32));",
        'export const codec = createRequestStateCodec({ key });',
      ),
    },
    {
      name: 'a hash of the hostname used as a cache id, not a key',
      code: lines(
        "import { createHash } from 'node:crypto';",
        "import os from 'node:os';",
        "export const cacheId = createHash('sha256').update(`cache:${os.hostname()}`).digest('hex');",
      ),
    },
  ],
  invalid: [
    {
      name: 'a literal fallback with a length check that does not refuse it',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const KEY = process.env.STATE_KEY ?? 'a-development-key-of-more-than-32-bytes';",
        "if (KEY.length < 32) throw new Error('STATE_KEY too short');",
        "export const mac = (body) => createHmac('sha256', KEY).update(body).digest();",
      ),
      errors: [{ messageId: 'literalFallback', line: 4, column: 51, endLine: 4, endColumn: 54 }],
    },
    {
      name: 'a literal fallback passed into a factory whose secret parameter becomes the HMAC key',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'function makeSealer({ secret, ttl = 600 }) {',
        "  const sign = (body) => createHmac('sha256', secret).update(body).digest('base64url');",
        '  return { seal: (payload) => sign(JSON.stringify({ payload, ttl })) };',
        '}',
        'export const sealer = makeSealer({',
        "  secret: process.env.STATE_SECRET ?? 'kb-local-dev',",
        '  ttl: 300,',
        '});',
      ),
      errors: [{ messageId: 'literalFallback', line: 7, column: 3, endLine: 7, endColumn: 53 }],
    },
    {
      name: 'Deno.env.get with a literal fallback, passed to a helper that imports it as an HMAC key',
      code: lines(
        'const enc = new TextEncoder();',
        'function importHmacKey(raw) {',
        "  return crypto.subtle.importKey('raw', enc.encode(raw), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);",
        '}',
        "const previous = Deno.env.get('STATE_KEY_PREVIOUS') ?? 'rotation-2024';",
        'export const previousKey = await importHmacKey(previous);',
      ),
      errors: [{ messageId: 'literalFallback', line: 6, column: 48, endLine: 6, endColumn: 56 }],
    },
    {
      name: 'a literal Buffer key for createSealer of the seal helper',
      code: lines(
        "import { createSealer } from 'eslint-plugin-mcp-state/seal';",
        "export const previewSealer = createSealer({ key: Buffer.from('calendar-agenda-preview') });",
      ),
      errors: [{ messageId: 'literalKey', line: 2, column: 45, endLine: 2, endColumn: 88 }],
    },
    {
      name: 'a codec key hashed from the hostname and a literal, through a local function',
      code: lines(
        "import { createHash } from 'node:crypto';",
        "import os from 'node:os';",
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        'function machineStateKey() {',
        "  return createHash('sha256').update(`ticket-triage:${os.hostname()}`).digest();",
        '}',
        'export const codec = createRequestStateCodec({ key: machineStateKey(), ttlSeconds: 600 });',
      ),
      errors: [{ messageId: 'publicKey', line: 7, column: 48, endLine: 7, endColumn: 70 }],
    },
    {
      name: 'an HMAC key derived with PBKDF2 from literals alone',
      code: lines(
        "import { createHmac, pbkdf2Sync } from 'node:crypto';",
        "const SALT = 'payments/state/v2';",
        "const KEY = pbkdf2Sync('payout-confirmation', SALT, 210000, 32, 'sha256');",
        "export const mac = (body) => createHmac('sha256', KEY).update(body).digest();",
      ),
      errors: [{ messageId: 'publicKey', line: 4, column: 51, endLine: 4, endColumn: 54 }],
    },
    {
      name: 'a sealer key derived with scrypt from the process id and the clock',
      code: lines(
        "import { scryptSync } from 'node:crypto';",
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "export const sealer = createStateSealer({ keys: [scryptSync(`local:${process.pid}:${Date.now()}`, 'runbook-local', 32)] });",
      ),
      errors: [{ messageId: 'publicKey', line: 3, column: 50, endLine: 3, endColumn: 119 }],
    },
  ],
});
