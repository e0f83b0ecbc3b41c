// The open side of a migration: every read of the state a seal fix seals is opened with the same binding. A decode
// in a local helper is opened where the helper is called (under the helper's own test when it decodes only then), a
// decode helper of another module is reported and opened at its call, a destructive tool binds its arguments at both
// ends, and a stdio server binds its one local user.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-sealed-state.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-migrations-'));
mkdirSync(join(project, 'lib'));
writeFileSync(
  join(project, 'lib/codec.cjs'),
  lines(
    'function unpack(packed) {',
    "  if (typeof packed !== 'string') return null;",
    "  return JSON.parse(Buffer.from(packed, 'base64').toString('utf8'));",
    '}',
    'module.exports = { unpack };',
    '',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

testRule('require-sealed-state', rule, {
  valid: [
    // a local decoder of the server's own settings, and a state sealed and opened with the same binding: nothing to migrate
    lines(
      'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
      'import { openState, refusal, sealState } from \'eslint-plugin-mcp-state/seal\';',
      'const decodeSettings = (raw) => JSON.parse(Buffer.from(raw, \'base64\').toString());',
      'const server = new McpServer({ name: \'docs\', version: \'1.0.0\' });',
      'server.registerTool(\'rename\', { inputSchema: {} }, async (args, ctx) => {',
      '  const settings = decodeSettings(process.env.DOCS_SETTINGS ?? \'e30=\');',
      '  const token = ctx.mcpReq.requestState();',
      '  if (token === undefined) return inputRequired({ requestState: sealState({ id: settings.defaultId }, { userId: \'local\', tool: \'rename\' }) });',
      '  const opened = openState(token, { userId: \'local\', tool: \'rename\' });',
      '  if (!opened.ok) return refusal(opened.reason);',
      '  return { content: [{ type: \'text\', text: opened.state.id }] };',
      '});',
    ),
  ],
  invalid: [
    {
      code: lines(
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'const decodeState = (raw) => JSON.parse(Buffer.from(raw, \'hex\').toString());',
        'const server = new McpServer({ name: \'docs\', version: \'1.0.0\' });',
        'server.registerTool(\'rename\', { inputSchema: {} }, async (args, ctx) => {',
        '  const raw = ctx.mcpReq.requestState();',
        '  const pending = raw && decodeState(raw);',
        '  if (!pending) return inputRequired({ requestState: Buffer.from(JSON.stringify({ id: \'doc-1\' })).toString(\'hex\') });',
        '  return { content: [{ type: \'text\', text: pending.id }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'unverifiedState',
          line: 2,
          column: 30,
          endLine: 2,
          endColumn: 76,
          suggestions: [
            {
              messageId: 'openCallsWithOpenState',
              output: lines(
                'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                'const decodeState = (raw) => JSON.parse(Buffer.from(raw, \'hex\').toString());',
                'const server = new McpServer({ name: \'docs\', version: \'1.0.0\' });',
                'server.registerTool(\'rename\', { inputSchema: {} }, async (args, ctx) => {',
                '  const raw = ctx.mcpReq.requestState();',
                "  const opened = raw ? openState(raw, { userId: principalOf(ctx), tool: 'rename' }) : undefined;",
                '  if (opened && !opened.ok) return refusal(opened.reason);',
                '  const pending = raw && opened?.state;',
                '  if (!pending) return inputRequired({ requestState: Buffer.from(JSON.stringify({ id: \'doc-1\' })).toString(\'hex\') });',
                '  return { content: [{ type: \'text\', text: pending.id }] };',
                '});',
              ),
            },
          ],
        },
        {
          messageId: 'unsignedState',
          line: 7,
          column: 54,
          endLine: 7,
          endColumn: 114,
          suggestions: [
            {
              messageId: 'sealWithSealState',
              output: lines(
                'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                'const decodeState = (raw) => JSON.parse(Buffer.from(raw, \'hex\').toString());',
                'const server = new McpServer({ name: \'docs\', version: \'1.0.0\' });',
                'server.registerTool(\'rename\', { inputSchema: {} }, async (args, ctx) => {',
                '  const raw = ctx.mcpReq.requestState();',
                '  const pending = raw && decodeState(raw);',
                "  if (!pending) return inputRequired({ requestState: sealState({ id: 'doc-1' }, { userId: principalOf(ctx), tool: 'rename' }) });",
                '  return { content: [{ type: \'text\', text: pending.id }] };',
                '});',
              ),
            },
          ],
        },
      ],
    },
    {
      code: lines(
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'const server = new McpServer({ name: \'ops\', version: \'1.0.0\' });',
        'server.registerTool(\'drop\', { inputSchema: { table: z.string() }, annotations: { destructiveHint: true } }, async ({ table }, ctx) => {',
        '  const token = ctx.mcpReq.requestState();',
        '  if (token === undefined) return inputRequired({ requestState: Buffer.from(JSON.stringify({ rows: 3 })).toString(\'base64\') });',
        '  const state = JSON.parse(Buffer.from(token, \'base64\').toString());',
        '  return { content: [{ type: \'text\', text: `dropped ${state.rows} rows of ${table}` }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'unsignedState',
          line: 5,
          column: 65,
          endLine: 5,
          endColumn: 124,
          suggestions: [
            {
              messageId: 'sealWithSealState',
              output: lines(
                'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                'const server = new McpServer({ name: \'ops\', version: \'1.0.0\' });',
                'server.registerTool(\'drop\', { inputSchema: { table: z.string() }, annotations: { destructiveHint: true } }, async ({ table }, ctx) => {',
                '  const token = ctx.mcpReq.requestState();',
                "  if (token === undefined) return inputRequired({ requestState: sealState({ rows: 3 }, { userId: principalOf(ctx), tool: 'drop', args: { table } }) });",
                '  const state = JSON.parse(Buffer.from(token, \'base64\').toString());',
                '  return { content: [{ type: \'text\', text: `dropped ${state.rows} rows of ${table}` }] };',
                '});',
              ),
            },
          ],
        },
        {
          messageId: 'unverifiedState',
          line: 6,
          column: 17,
          endLine: 6,
          endColumn: 68,
          suggestions: [
            {
              messageId: 'openWithOpenState',
              output: lines(
                'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                'const server = new McpServer({ name: \'ops\', version: \'1.0.0\' });',
                'server.registerTool(\'drop\', { inputSchema: { table: z.string() }, annotations: { destructiveHint: true } }, async ({ table }, ctx) => {',
                '  const token = ctx.mcpReq.requestState();',
                '  if (token === undefined) return inputRequired({ requestState: Buffer.from(JSON.stringify({ rows: 3 })).toString(\'base64\') });',
                "  const opened = openState(token, { userId: principalOf(ctx), tool: 'drop', args: { table } });",
                '  if (!opened.ok) return refusal(opened.reason);',
                '  const state = opened.state;',
                '  return { content: [{ type: \'text\', text: `dropped ${state.rows} rows of ${table}` }] };',
                '});',
              ),
            },
          ],
        },
      ],
    },
    {
      code: lines(
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'import { StdioServerTransport, serveStdio } from \'@modelcontextprotocol/server/stdio\';',
        'const server = new McpServer({ name: \'files\', version: \'1.0.0\' });',
        'server.registerTool(\'move\', { inputSchema: {} }, async (args, ctx) => {',
        '  const token = ctx.mcpReq.requestState();',
        '  if (token === undefined) return inputRequired({ requestState: Buffer.from(JSON.stringify({ step: 1 })).toString(\'base64\') });',
        '  const state = JSON.parse(Buffer.from(token, \'base64\').toString());',
        '  return { content: [{ type: \'text\', text: `step ${state.step}` }] };',
        '});',
        'serveStdio(() => server, { transport: new StdioServerTransport() });',
      ),
      errors: [
        {
          messageId: 'unsignedState',
          line: 6,
          column: 65,
          endLine: 6,
          endColumn: 124,
          suggestions: [
            {
              messageId: 'sealWithSealState',
              output: lines(
                'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                'import { StdioServerTransport, serveStdio } from \'@modelcontextprotocol/server/stdio\';',
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                'const server = new McpServer({ name: \'files\', version: \'1.0.0\' });',
                'server.registerTool(\'move\', { inputSchema: {} }, async (args, ctx) => {',
                '  const token = ctx.mcpReq.requestState();',
                "  if (token === undefined) return inputRequired({ requestState: sealState({ step: 1 }, { userId: principalOf(ctx), tool: 'move' }) });",
                '  const state = JSON.parse(Buffer.from(token, \'base64\').toString());',
                '  return { content: [{ type: \'text\', text: `step ${state.step}` }] };',
                '});',
                'serveStdio(() => server, { transport: new StdioServerTransport() });',
              ),
            },
          ],
        },
        {
          messageId: 'unverifiedState',
          line: 7,
          column: 17,
          endLine: 7,
          endColumn: 68,
          suggestions: [
            {
              messageId: 'openWithOpenState',
              output: lines(
                'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                'import { StdioServerTransport, serveStdio } from \'@modelcontextprotocol/server/stdio\';',
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                'const server = new McpServer({ name: \'files\', version: \'1.0.0\' });',
                'server.registerTool(\'move\', { inputSchema: {} }, async (args, ctx) => {',
                '  const token = ctx.mcpReq.requestState();',
                '  if (token === undefined) return inputRequired({ requestState: Buffer.from(JSON.stringify({ step: 1 })).toString(\'base64\') });',
                "  const opened = openState(token, { userId: principalOf(ctx), tool: 'move' });",
                '  if (!opened.ok) return refusal(opened.reason);',
                '  const state = opened.state;',
                '  return { content: [{ type: \'text\', text: `step ${state.step}` }] };',
                '});',
                'serveStdio(() => server, { transport: new StdioServerTransport() });',
              ),
            },
          ],
        },
      ],
    },
    {
      filename: join(project, 'server.cjs'),
      languageOptions: commonJs,
      code: lines(
        'const { McpServer, inputRequired } = require(\'@modelcontextprotocol/server\');',
        'const { unpack } = require(\'./lib/codec.cjs\');',
        'const server = new McpServer({ name: \'shop\', version: \'1.0.0\' });',
        'server.registerTool(\'refund\', { inputSchema: {} }, async (args, ctx) => {',
        '  const saved = unpack(ctx.mcpReq.requestState());',
        '  if (saved === null) return inputRequired({ requestState: \'x\' });',
        '  return { content: [{ type: \'text\', text: `refunded ${saved.orderId}` }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'unverifiedStateHelper',
          line: 5,
          column: 17,
          endLine: 5,
          endColumn: 50,
          suggestions: [
            {
              messageId: 'openWithOpenState',
              output: lines(
                'const { McpServer, inputRequired } = require(\'@modelcontextprotocol/server\');',
                'const { unpack } = require(\'./lib/codec.cjs\');',
                "const { openState, refusal, principalOf } = require('eslint-plugin-mcp-state/seal');",
                'const server = new McpServer({ name: \'shop\', version: \'1.0.0\' });',
                'server.registerTool(\'refund\', { inputSchema: {} }, async (args, ctx) => {',
                "  const token = ctx.mcpReq.requestState();",
                "  const opened = token !== undefined ? openState(token, { userId: principalOf(ctx), tool: 'refund' }) : undefined;",
                '  if (opened && !opened.ok) return refusal(opened.reason);',
                '  const saved = (opened?.state ?? null);',
                '  if (saved === null) return inputRequired({ requestState: \'x\' });',
                '  return { content: [{ type: \'text\', text: `refunded ${saved.orderId}` }] };',
                '});',
              ),
            },
          ],
        },
        {
          messageId: 'unsignedState',
          line: 6,
          column: 60,
          endLine: 6,
          endColumn: 63,
          suggestions: [
            {
              messageId: 'sealWithSealState',
              output: lines(
                'const { McpServer, inputRequired } = require(\'@modelcontextprotocol/server\');',
                'const { unpack } = require(\'./lib/codec.cjs\');',
                "const { sealState, principalOf } = require('eslint-plugin-mcp-state/seal');",
                'const server = new McpServer({ name: \'shop\', version: \'1.0.0\' });',
                'server.registerTool(\'refund\', { inputSchema: {} }, async (args, ctx) => {',
                '  const saved = unpack(ctx.mcpReq.requestState());',
                "  if (saved === null) return inputRequired({ requestState: sealState('x', { userId: principalOf(ctx), tool: 'refund' }) });",
                '  return { content: [{ type: \'text\', text: `refunded ${saved.orderId}` }] };',
                '});',
              ),
            },
          ],
        },
      ],
    },
    // a read no fix can open (a decode inside an expression): the seal of the same handler is not offered either,
    // and both messages say the two ends change together
    {
      code: lines(
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'const server = new McpServer({ name: \'docs\', version: \'1.0.0\' });',
        'server.registerTool(\'rename\', { inputSchema: {} }, async (args, ctx) => {',
        '  const raw = ctx.mcpReq.requestState();',
        '  if (!raw) return inputRequired({ requestState: Buffer.from(JSON.stringify({ id: \'doc-1\' })).toString(\'base64\') });',
        '  return { content: [{ type: \'text\', text: JSON.parse(Buffer.from(raw, \'base64\').toString()).id }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'unsignedState',
          data: {
            what: 'base64/hex-encoded JSON',
            sealModule: 'eslint-plugin-mcp-state/seal',
            hint: '; it is read back unverified on line 6: seal and open it together',
          },
          line: 5,
          column: 50,
          endLine: 5,
          endColumn: 113,
          suggestions: [
          ],
        },
        {
          messageId: 'unverifiedState',
          data: { sealModule: 'eslint-plugin-mcp-state/seal', hint: '; no fix can rewrite this read, so change it with its seal' },
          line: 6,
          column: 44,
          endLine: 6,
          endColumn: 93,
          suggestions: [
          ],
        },
      ],
    },
    // the state handed out comes from a helper the rule cannot read: opening what comes back would refuse every
    // continuation, so no open is offered
    {
      code: lines(
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'import { vault } from \'./vault.js\';',
        'const server = new McpServer({ name: \'docs\', version: \'1.0.0\' });',
        'server.registerTool(\'rename\', { inputSchema: {} }, async (args, ctx) => {',
        '  const token = ctx.mcpReq.requestState();',
        '  if (token === undefined) return inputRequired({ requestState: vault.wrap({ id: \'doc-1\' }) });',
        '  const state = JSON.parse(Buffer.from(token, \'base64\').toString());',
        '  return { content: [{ type: \'text\', text: state.id }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'unverifiedState',
          data: { sealModule: 'eslint-plugin-mcp-state/seal', hint: '; no fix can rewrite this read, so change it with its seal' },
          line: 7,
          column: 17,
          endLine: 7,
          endColumn: 68,
          suggestions: [
          ],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        code: lines(
          'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
          'function encodeState(s: object): string {',
          '  return Buffer.from(JSON.stringify(s)).toString(\'base64url\');',
          '}',
          'function decodeState<T>(raw: string): T {',
          '  return JSON.parse(Buffer.from(raw, \'base64url\').toString(\'utf8\')) as T;',
          '}',
          'const server = new McpServer({ name: \'docs\', version: \'1.0.0\' });',
          'server.registerTool(\'rename\', { inputSchema: {} }, async (args, ctx) => {',
          '  const raw = ctx.mcpReq.requestState<string>();',
          '  const pending = raw ? decodeState<{ id: string }>(raw) : undefined;',
          '  if (!pending) return inputRequired({ requestState: encodeState({ id: \'doc-1\' }) });',
          '  return { content: [{ type: \'text\', text: pending.id }] };',
          '});',
        ),
        errors: [
          {
            messageId: 'unverifiedState',
            line: 6,
            column: 10,
            endLine: 6,
            endColumn: 68,
            suggestions: [
              {
                messageId: 'openCallsWithOpenState',
                output: lines(
                  'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                  "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                  'function encodeState(s: object): string {',
                  '  return Buffer.from(JSON.stringify(s)).toString(\'base64url\');',
                  '}',
                  'function decodeState<T>(raw: string): T {',
                  '  return JSON.parse(Buffer.from(raw, \'base64url\').toString(\'utf8\')) as T;',
                  '}',
                  'const server = new McpServer({ name: \'docs\', version: \'1.0.0\' });',
                  'server.registerTool(\'rename\', { inputSchema: {} }, async (args, ctx) => {',
                  '  const raw = ctx.mcpReq.requestState<string>();',
                  "  const opened = raw ? openState<{ id: string }>(raw, { userId: principalOf(ctx), tool: 'rename' }) : undefined;",
                  '  if (opened && !opened.ok) return refusal(opened.reason);',
                  '  const pending = raw ? opened?.state : undefined;',
                  '  if (!pending) return inputRequired({ requestState: encodeState({ id: \'doc-1\' }) });',
                  '  return { content: [{ type: \'text\', text: pending.id }] };',
                  '});',
                ),
              },
            ],
          },
          {
            messageId: 'unsignedState',
            line: 12,
            column: 54,
            endLine: 12,
            endColumn: 82,
            suggestions: [
              {
                messageId: 'sealWithSealState',
                output: lines(
                  'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                  "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                  'function encodeState(s: object): string {',
                  '  return Buffer.from(JSON.stringify(s)).toString(\'base64url\');',
                  '}',
                  'function decodeState<T>(raw: string): T {',
                  '  return JSON.parse(Buffer.from(raw, \'base64url\').toString(\'utf8\')) as T;',
                  '}',
                  'const server = new McpServer({ name: \'docs\', version: \'1.0.0\' });',
                  'server.registerTool(\'rename\', { inputSchema: {} }, async (args, ctx) => {',
                  '  const raw = ctx.mcpReq.requestState<string>();',
                  '  const pending = raw ? decodeState<{ id: string }>(raw) : undefined;',
                  "  if (!pending) return inputRequired({ requestState: sealState({ id: 'doc-1' }, { userId: principalOf(ctx), tool: 'rename' }) });",
                  '  return { content: [{ type: \'text\', text: pending.id }] };',
                  '});',
                ),
              },
            ],
          },
        ],
      },
    ],
  },
});
