// A JWT helper's lifetime read from a config object of another module (`expiresIn: config.state.lifetime` with
// `lifetime: '2h'` in config.js): judged at the call whose token becomes requestState, naming nothing it cannot show.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-jwt-config-'));
const config = (lifetime: string) =>
  lines("'use strict';", `const config = { state: { key: process.env.STATE_KEY, issuer: 'crm', lifetime: '${lifetime}' } };`, 'module.exports = { config };');
writeFileSync(join(project, 'config-long.js'), config('2h'));
writeFileSync(join(project, 'config-short.js'), config('5m'));
const tokens = (configModule: string) =>
  lines(
    "'use strict';",
    "const jwt = require('jsonwebtoken');",
    `const { config } = require('./${configModule}');`,
    'function issue(payload, { sub, tool }) {',
    "  return jwt.sign({ ...payload, tool }, config.state.key, { algorithm: 'HS256', subject: sub, expiresIn: config.state.lifetime });",
    '}',
    'module.exports = { issue };',
  );
writeFileSync(join(project, 'tokens-long.js'), tokens('config-long'));
writeFileSync(join(project, 'tokens-short.js'), tokens('config-short'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tool = (tokensModule: string) =>
  lines(
    "'use strict';",
    `const { issue } = require('./${tokensModule}');`,
    'async function run(params, principal) {',
    "  const requestState = issue({ listViewId: params.arguments.listViewId }, { sub: principal.userId, tool: 'sync_contacts' });",
    "  return { resultType: 'input_required', inputRequests: {}, requestState };",
    '}',
    'module.exports = { run };',
  );

testRule('require-state-binding', rule, {
  valid: [{ name: 'five minutes in the config', filename: join(project, 'short.js'), code: tool('tokens-short'), languageOptions: commonJs }],
  invalid: [
    {
      name: 'two hours in the config object another module exports',
      filename: join(project, 'long.js'),
      code: tool('tokens-long'),
      languageOptions: commonJs,
      errors: [{ messageId: 'ttlTooLong', data: { ttl: '2 h', max: '10 min', maxSeconds: '600' }, line: 4, column: 24, endLine: 4, endColumn: 124 }],
    },
  ],
});
