// A key that a keys module derives with HKDF from one master secret and keeps in a memoised, frozen object
// (`keys().stateMac`): the master is followed through the parameter the derivation takes, the `let` the object is
// kept in and `Object.freeze`, so a literal the master falls back to is found where the sealer uses the key.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-memoised-keys-'));
const keysModule = (master: string) =>
  lines(
    "'use strict';",
    "const crypto = require('node:crypto');",
    'function loadMaster() {',
    '  const hex = process.env.MASTER_KEY;',
    `  ${master}`,
    '}',
    'function derive(master, label) {',
    "  return Buffer.from(crypto.hkdfSync('sha256', master, 'salt', label, 32));",
    '}',
    'let cached = null;',
    'function keys() {',
    '  if (cached) return cached;',
    '  const master = loadMaster();',
    "  cached = Object.freeze({ stateMac: derive(master, 'state/mac'), auditMac: derive(master, 'audit/mac') });",
    '  return cached;',
    '}',
    'module.exports = { keys };',
  );
writeFileSync(join(project, 'keys-ternary.js'), keysModule("return hex ? Buffer.from(hex, 'hex') : Buffer.from('development-master', 'utf8');"));
writeFileSync(join(project, 'keys-or.js'), keysModule("return Buffer.from(hex || 'development-master', 'hex');"));
writeFileSync(join(project, 'keys-required.js'), keysModule("if (!hex) throw new Error('MASTER_KEY is required'); return Buffer.from(hex, 'hex');"));
writeFileSync(join(project, 'keys-checked.js'), keysModule("if (hex && hex.length < 64) throw new Error('MASTER_KEY too short'); return Buffer.from(hex, 'hex');"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const sealer = (keys: string) =>
  lines(
    "'use strict';",
    "const crypto = require('node:crypto');",
    `const { keys } = require('./${keys}');`,
    'function seal(body) {',
    "  const mac = crypto.createHmac('sha256', keys().stateMac).update(body).digest('base64url');",
    "  return body + '.' + mac;",
    '}',
    'module.exports = { seal };',
  );

const fallback = (variable: string) => ({
  messageId: 'literalFallbackHelper' as const,
  data: { use: 'HMAC key', helper: 'keys', specifier: `./keys-${variable}`, fallback: 'a literal written in the source code', source: 'MASTER_KEY' },
  line: 5,
  column: 43,
  endLine: 5,
  endColumn: 58,
});

testRule('no-weak-state-key', rule, {
  valid: [
    { name: 'a master the keys module requires', filename: join(project, 'required.js'), code: sealer('keys-required'), languageOptions: commonJs },
    { name: 'a master with no fallback', filename: join(project, 'checked.js'), code: sealer('keys-checked'), languageOptions: commonJs },
  ],
  invalid: [
    { name: 'a master that falls back to a literal in a ternary', filename: join(project, 'ternary.js'), code: sealer('keys-ternary'), languageOptions: commonJs, errors: [fallback('ternary')] },
    { name: 'a master that falls back to a literal with ||', filename: join(project, 'or.js'), code: sealer('keys-or'), languageOptions: commonJs, errors: [fallback('or')] },
  ],
});
