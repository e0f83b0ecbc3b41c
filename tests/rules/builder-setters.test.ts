// A builder's setter that stores its parameter in a field (`withKey(key) { this.key = …; return this; }`) makes the
// parameter what the field is used as, wherever the field is used: the key of the codec `build()` creates, its
// lifetime. Each call's value is judged at the call that hands it to the setter.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import bindingRule from '../../rules/require-state-binding.js';
import keyRule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-builders-'));
writeFileSync(
  join(project, 'builder.js'),
  lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    'export class CodecBuilder {',
    '  ttlSeconds = 300;',
    "  withKey(key) { this.key = typeof key === 'string' ? new TextEncoder().encode(key) : key; return this; }",
    '  withTtl(seconds) { this.ttlSeconds = seconds; return this; }',
    '  build() {',
    "    return createRequestStateCodec({ key: this.key, ttlSeconds: this.ttlSeconds, bind: (ctx) => ctx.http.authInfo.extra.userId });",
    '  }',
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const codec = (key: string, ttl: string) =>
  lines("import { CodecBuilder } from './builder.js';", `export const codec = new CodecBuilder().withKey(${key}).withTtl(${ttl}).build();`);

testRule('no-weak-state-key', keyRule, {
  valid: [{ name: 'a key from the environment', filename: join(project, 'env-key.js'), code: codec('process.env.STATE_KEY', '300') }],
  invalid: [
    {
      name: 'a literal handed to the setter',
      filename: join(project, 'literal-key.js'),
      code: codec("'fleet/state/v3/7d1e0c44b2a94f0fa3c1e5d2b8a6f901'", '300'),
      errors: [{ messageId: 'literalKey', line: 2, column: 49, endLine: 2, endColumn: 98 }],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'five minutes', filename: join(project, 'short.js'), code: codec('process.env.STATE_KEY', '5 * 60') }],
  invalid: [
    {
      name: 'an hour handed to the setter',
      filename: join(project, 'long.js'),
      code: codec('process.env.STATE_KEY', '60 * 60'),
      errors: [{ messageId: 'ttlTooLong', data: { ttl: '1 h', max: '10 min', maxSeconds: '600' }, line: 2, column: 80, endLine: 2, endColumn: 87 }],
    },
  ],
});
