// A class of another module, instantiated in the linted file (`new PendingStore()`) or used by its static methods: its
// methods are what they are in their own module, so a pack that base64-encodes JSON behind a fixed prefix is reported
// at its call, and an unpack that strips that prefix and decodes the rest is opened there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-sealed-state.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-imported-classes-'));
mkdirSync(join(project, 'lib'));
writeFileSync(
  join(project, 'lib/pending-store.js'),
  lines(
    'export class PendingStore {',
    '  constructor(prefix = \'pnd_\') {',
    '    this.prefix = prefix;',
    '  }',
    '',
    '  pack(state) {',
    '    return this.prefix + Buffer.from(JSON.stringify(state)).toString(\'base64url\');',
    '  }',
    '',
    '  unpack(token) {',
    '    if (!token.startsWith(this.prefix)) throw new Error(\'not a pending operation\');',
    '    return JSON.parse(Buffer.from(token.slice(this.prefix.length), \'base64url\').toString(\'utf8\'));',
    '  }',
    '}',
    '',
  ),
);
writeFileSync(
  join(project, 'lib/ticket-codec.cjs'),
  lines(
    'class TicketCodec {',
    '  static encode(ticket) {',
    '    return Buffer.from(JSON.stringify({ v: 2, ...ticket })).toString(\'hex\');',
    '  }',
    '',
    '  static decode(raw) {',
    '    return JSON.parse(Buffer.from(raw, \'hex\').toString(\'utf8\'));',
    '  }',
    '}',
    'module.exports = { TicketCodec };',
    '',
  ),
);
writeFileSync(
  join(project, 'lib/signed-store.js'),
  lines(
    'import { createHmac, timingSafeEqual } from \'node:crypto\';',
    '',
    'export class SignedStore {',
    '  constructor(key) {',
    '    this.key = key;',
    '  }',
    '',
    '  pack(state) {',
    '    const body = Buffer.from(JSON.stringify(state)).toString(\'base64url\');',
    '    return `${body}.${createHmac(\'sha256\', this.key).update(body).digest(\'base64url\')}`;',
    '  }',
    '}',
    '',
  ),
);
writeFileSync(
  join(project, 'lib/tagged-store.js'),
  lines(
    'export class TaggedStore {',
    '  constructor(tag) {',
    '    this.tag = tag;',
    '  }',
    '',
    '  pack(state) {',
    '    return this.tag + Buffer.from(JSON.stringify(state)).toString(\'base64url\');',
    '  }',
    '}',
    '',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

testRule('require-sealed-state', rule, {
  valid: [
    {
      // a class of another module that signs what it packs, and one whose prefix is a setting the file cannot see
      filename: join(project, 'valid.js'),
      code: lines(
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'import { SignedStore } from \'./lib/signed-store.js\';',
        'import { TaggedStore } from \'./lib/tagged-store.js\';',
        'const signed = new SignedStore(process.env.STATE_KEY);',
        'const tagged = new TaggedStore(process.env.STATE_TAG);',
        'const server = new McpServer({ name: \'db\', version: \'1.0.0\' });',
        'server.registerTool(\'vacuum\', { inputSchema: {} }, async (args, ctx) => {',
        '  return inputRequired({ requestState: signed.pack({ table: \'carts\' }) });',
        '});',
        'server.registerTool(\'analyze\', { inputSchema: {} }, async (args, ctx) => {',
        '  return inputRequired({ requestState: tagged.pack({ table: \'carts\' }) });',
        '});',
      ),
    },
  ],
  invalid: [
    {
      filename: join(project, 'server.js'),
      code: lines(
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'import { PendingStore } from \'./lib/pending-store.js\';',
        'const store = new PendingStore();',
        'const server = new McpServer({ name: \'db\', version: \'1.0.0\' });',
        'server.registerTool(\'vacuum\', { inputSchema: {} }, async (args, ctx) => {',
        '  const token = ctx.mcpReq.requestState();',
        '  if (token === undefined) return inputRequired({ requestState: store.pack({ table: \'carts\' }) });',
        '  const pending = store.unpack(token);',
        '  return { content: [{ type: \'text\', text: `vacuumed ${pending.table}` }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'unsignedStateHelper',
          line: 7,
          column: 65,
          endLine: 7,
          endColumn: 95,
          suggestions: [
            {
              messageId: 'sealWithSealState',
              output: lines(
                'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                'import { PendingStore } from \'./lib/pending-store.js\';',
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                'const store = new PendingStore();',
                'const server = new McpServer({ name: \'db\', version: \'1.0.0\' });',
                'server.registerTool(\'vacuum\', { inputSchema: {} }, async (args, ctx) => {',
                '  const token = ctx.mcpReq.requestState();',
                "  if (token === undefined) return inputRequired({ requestState: sealState({ table: 'carts' }, { userId: principalOf(ctx), tool: 'vacuum' }) });",
                '  const pending = store.unpack(token);',
                '  return { content: [{ type: \'text\', text: `vacuumed ${pending.table}` }] };',
                '});',
              ),
            },
          ],
        },
        {
          messageId: 'unverifiedStateHelper',
          line: 8,
          column: 19,
          endLine: 8,
          endColumn: 38,
          suggestions: [
            {
              messageId: 'openWithOpenState',
              output: lines(
                'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                'import { PendingStore } from \'./lib/pending-store.js\';',
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                'const store = new PendingStore();',
                'const server = new McpServer({ name: \'db\', version: \'1.0.0\' });',
                'server.registerTool(\'vacuum\', { inputSchema: {} }, async (args, ctx) => {',
                '  const token = ctx.mcpReq.requestState();',
                '  if (token === undefined) return inputRequired({ requestState: store.pack({ table: \'carts\' }) });',
                "  const opened = openState(token, { userId: principalOf(ctx), tool: 'vacuum' });",
                '  if (!opened.ok) return refusal(opened.reason);',
                '  const pending = opened.state;',
                '  return { content: [{ type: \'text\', text: `vacuumed ${pending.table}` }] };',
                '});',
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
        'const { TicketCodec } = require(\'./lib/ticket-codec.cjs\');',
        'const server = new McpServer({ name: \'desk\', version: \'1.0.0\' });',
        'server.registerTool(\'escalate\', { inputSchema: {} }, async (args, ctx) => {',
        '  const raw = ctx.mcpReq.requestState();',
        '  if (!raw) return inputRequired({ requestState: TicketCodec.encode({ ticket: \'T-7\' }) });',
        '  const ticket = TicketCodec.decode(raw);',
        '  return { content: [{ type: \'text\', text: `escalated ${ticket.ticket}` }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'unsignedStateHelper',
          line: 6,
          column: 50,
          endLine: 6,
          endColumn: 87,
          suggestions: [
            {
              messageId: 'sealWithSealState',
              output: lines(
                'const { McpServer, inputRequired } = require(\'@modelcontextprotocol/server\');',
                'const { TicketCodec } = require(\'./lib/ticket-codec.cjs\');',
                "const { sealState, principalOf } = require('eslint-plugin-mcp-state/seal');",
                'const server = new McpServer({ name: \'desk\', version: \'1.0.0\' });',
                'server.registerTool(\'escalate\', { inputSchema: {} }, async (args, ctx) => {',
                '  const raw = ctx.mcpReq.requestState();',
                "  if (!raw) return inputRequired({ requestState: sealState({ ticket: 'T-7' }, { userId: principalOf(ctx), tool: 'escalate' }) });",
                '  const ticket = TicketCodec.decode(raw);',
                '  return { content: [{ type: \'text\', text: `escalated ${ticket.ticket}` }] };',
                '});',
              ),
            },
          ],
        },
        {
          messageId: 'unverifiedStateHelper',
          line: 7,
          column: 18,
          endLine: 7,
          endColumn: 41,
          suggestions: [
            {
              messageId: 'openWithOpenState',
              output: lines(
                'const { McpServer, inputRequired } = require(\'@modelcontextprotocol/server\');',
                'const { TicketCodec } = require(\'./lib/ticket-codec.cjs\');',
                "const { openState, refusal, principalOf } = require('eslint-plugin-mcp-state/seal');",
                'const server = new McpServer({ name: \'desk\', version: \'1.0.0\' });',
                'server.registerTool(\'escalate\', { inputSchema: {} }, async (args, ctx) => {',
                '  const raw = ctx.mcpReq.requestState();',
                '  if (!raw) return inputRequired({ requestState: TicketCodec.encode({ ticket: \'T-7\' }) });',
                "  const opened = openState(raw, { userId: principalOf(ctx), tool: 'escalate' });",
                '  if (!opened.ok) return refusal(opened.reason);',
                '  const ticket = opened.state;',
                '  return { content: [{ type: \'text\', text: `escalated ${ticket.ticket}` }] };',
                '});',
              ),
            },
          ],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        // an injected instance whose class only its type names (a NestJS-style constructor parameter property)
        filename: join(project, 'tools.ts'),
        code: lines(
          'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
          'import { PendingStore } from \'./lib/pending-store.js\';',
          '',
          'export class VacuumTools {',
          '  constructor(private readonly store: PendingStore) {}',
          '',
          '  register(server: McpServer): void {',
          '    server.registerTool(\'vacuum\', { inputSchema: {} }, async (args, ctx) => {',
          '      if (ctx.mcpReq.requestState() === undefined) return inputRequired({ requestState: this.store.pack({ table: \'carts\' }) });',
          '      return { content: [{ type: \'text\', text: \'vacuumed\' }] };',
          '    });',
          '  }',
          '}',
        ),
        errors: [
          {
            messageId: 'unsignedStateHelper',
            line: 9,
            column: 89,
            endLine: 9,
            endColumn: 124,
            suggestions: [
              {
                messageId: 'sealWithSealState',
                output: lines(
                  'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                  'import { PendingStore } from \'./lib/pending-store.js\';',
                  "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                  '',
                  'export class VacuumTools {',
                  '  constructor(private readonly store: PendingStore) {}',
                  '',
                  '  register(server: McpServer): void {',
                  '    server.registerTool(\'vacuum\', { inputSchema: {} }, async (args, ctx) => {',
                  "      if (ctx.mcpReq.requestState() === undefined) return inputRequired({ requestState: sealState({ table: 'carts' }, { userId: principalOf(ctx), tool: 'vacuum' }) });",
                  '      return { content: [{ type: \'text\', text: \'vacuumed\' }] };',
                  '    });',
                  '  }',
                  '}',
                ),
              },
            ],
          },
        ],
      },
    ],
  },
});
