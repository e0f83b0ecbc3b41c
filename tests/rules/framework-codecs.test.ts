// A framework that builds on SDK 2.x (mcp-use) re-exports the SDK's createRequestStateCodec under its name: a codec
// made with it is the SDK's codec, judged the same way. (Only in a file on disk: one the rules cannot place loads only
// the packages it names, and the SDK's factory needs the SDK's name there.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-framework-codecs-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

testRule('require-state-binding', rule, {
  valid: [
    {
      filename: join(project, 'bound.js'),
      code: lines(
        "import { MCPServer, createRequestStateCodec, inputRequired } from 'mcp-use';",
        'const codec = createRequestStateCodec({ key: process.env.REQUEST_STATE_SECRET, ttlSeconds: 600, bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}` });',
        "const server = new MCPServer({ name: 'flights', version: '1.0.0', requestState: { verify: codec.verify } });",
        "server.tool({ name: 'book_flight', description: 'Book a flight' }, async ({ flight }, ctx) => {",
        "  if (!ctx.requestState?.()) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ flight }, ctx) });",
        "  return { content: [{ type: 'text', text: 'booked' }] };",
        '});',
      ),
    },
  ],
  invalid: [
    {
      filename: join(project, 'server.js'),
      code: lines(
        'import { MCPServer, createRequestStateCodec, inputRequired } from \'mcp-use\';',
        'const codec = createRequestStateCodec({ key: process.env.REQUEST_STATE_SECRET, ttlSeconds: 600 });',
        'const server = new MCPServer({ name: \'flights\', version: \'1.0.0\', requestState: { verify: codec.verify } });',
        'server.tool({ name: \'book_flight\', description: \'Book a flight\' }, async ({ flight }, ctx) => {',
        '  const state = ctx.requestState?.();',
        '  if (!state) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ flight }, ctx) });',
        '  return { content: [{ type: \'text\', text: `Booked ${state.flight}` }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'codecWithoutBind',
          line: 2,
          column: 39,
          endLine: 2,
          endColumn: 97,
          suggestions: [
            {
              messageId: 'addBind',
              output: lines(
                'import { MCPServer, createRequestStateCodec, inputRequired } from \'mcp-use\';',
                "import { principalOf } from 'eslint-plugin-mcp-state/seal';",
                'const codec = createRequestStateCodec({ key: process.env.REQUEST_STATE_SECRET, ttlSeconds: 600, bind: (ctx) => principalOf(ctx) });',
                'const server = new MCPServer({ name: \'flights\', version: \'1.0.0\', requestState: { verify: codec.verify } });',
                'server.tool({ name: \'book_flight\', description: \'Book a flight\' }, async ({ flight }, ctx) => {',
                '  const state = ctx.requestState?.();',
                '  if (!state) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ flight }, ctx) });',
                '  return { content: [{ type: \'text\', text: `Booked ${state.flight}` }] };',
                '});',
              ),
            },
          ],
        },
      ],
    },
  ],
});
