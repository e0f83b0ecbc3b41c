// A key derived from public facts in a config module (`sha256(pkg.name + pkg.version + os.hostname())` under
// `config.state.key`), required by the module that signs with it: proven public through the member path, named by it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-public-config-'));
writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'crm-sync', version: '1.4.2' }));
const config = (key: string) =>
  lines(
    "'use strict';",
    "const crypto = require('node:crypto');",
    "const os = require('node:os');",
    "const pkg = require('./package.json');",
    'function deriveStateKey() {',
    '  const seed = `${pkg.name}@${pkg.version}:${os.hostname()}`;',
    "  return crypto.createHash('sha256').update(seed).digest();",
    '}',
    `const config = { state: { key: ${key}, issuer: pkg.name } };`,
    'module.exports = { config };',
  );
writeFileSync(join(project, 'config-public.js'), config('deriveStateKey()'));
writeFileSync(join(project, 'config-secret.js'), config("crypto.createHash('sha256').update(process.env.STATE_SECRET).digest()"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tokens = (configModule: string) =>
  lines(
    "'use strict';",
    "const jwt = require('jsonwebtoken');",
    `const { config } = require('./${configModule}');`,
    "const issue = (claims) => jwt.sign(claims, config.state.key, { algorithm: 'HS256', expiresIn: '5m' });",
    'module.exports = { issue };',
  );

testRule('no-weak-state-key', rule, {
  valid: [{ name: 'hashed from a secret of the environment', filename: join(project, 'secret.js'), code: tokens('config-secret'), languageOptions: commonJs }],
  invalid: [
    {
      name: 'hashed from the package and the host only',
      filename: join(project, 'public.js'),
      code: tokens('config-public'),
      languageOptions: commonJs,
      errors: [{ messageId: 'publicKeyHelper', data: { use: 'JWT signing key', helper: 'config.state.key', specifier: './config-public' }, line: 4, column: 44, endLine: 4, endColumn: 60 }],
    },
  ],
});
