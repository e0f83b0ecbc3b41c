// A factory that creates the SDK codec with `ttlSeconds: opts.lifetime` makes that option the state's lifetime: each
// call's value is judged at the call.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-codec-lifetimes-'));
writeFileSync(
  join(project, 'codec.js'),
  lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    '',
    'export function makeStateCodec(opts) {',
    '  return createRequestStateCodec({',
    '    key: new TextEncoder().encode(opts.secret),',
    '    ttlSeconds: opts.lifetime,',
    '    bind: (ctx) => `${ctx.http.authInfo.extra.userId}:${opts.tool}`,',
    '  });',
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const server = (lifetime: string) =>
  lines(
    "import { McpServer } from '@modelcontextprotocol/server';",
    "import { makeStateCodec } from './codec.js';",
    '',
    `const codec = makeStateCodec({ secret: process.env.STATE_SECRET, lifetime: ${lifetime}, tool: 'escalate' });`,
    '',
    "export const server = new McpServer({ name: 'desk', version: '1.0.0' }, { requestState: { verify: codec.verify } });",
  );

testRule('require-state-binding', rule, {
  valid: [{ name: 'five minutes', filename: join(project, 'short.js'), code: server('5 * 60') }],
  invalid: [
    {
      name: "forty-five minutes passed to the factory's lifetime option",
      filename: join(project, 'server.js'),
      code: server('45 * 60'),
      errors: [{ messageId: 'ttlTooLong', data: { ttl: '45 min', max: '10 min', maxSeconds: '600' }, line: 4, column: 66, endLine: 4, endColumn: 83 }],
    },
  ],
});
