// The binding side of a migration: a codec that gets `bind` also gets the context at every mint (the SDK throws at a
// mint without it), one codec serving several tools is named, and a hand-rolled sealer and opener move to the
// bundled helper together, with the same binding at both ends.
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

testRule('require-state-binding', rule, {
  valid: [],
  invalid: [
    {
      code: lines(
        'import { createHmac } from \'node:crypto\';',
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'const sign = (body) => createHmac(\'sha256\', process.env.STATE_KEY).update(body).digest(\'base64url\');',
        'function seal(state) {',
        '  const body = Buffer.from(JSON.stringify(state)).toString(\'base64url\');',
        '  return `${body}.${sign(body)}`;',
        '}',
        'function unseal(token) {',
        '  const [body, mac] = token.split(\'.\');',
        '  if (!safeEqual(mac, sign(body))) return null;',
        '  return JSON.parse(Buffer.from(body, \'base64url\').toString());',
        '}',
        'const server = new McpServer({ name: \'cdn\', version: \'1.0.0\' });',
        'server.registerTool(\'purge\', { inputSchema: {} }, async (args, ctx) => {',
        '  const token = ctx.mcpReq.requestState();',
        '  if (token === undefined) return inputRequired({ requestState: seal({ zone: \'a\' }) });',
        '  const job = unseal(token);',
        '  if (job === null) return { isError: true, content: [] };',
        '  return { content: [{ type: \'text\', text: `purged ${job.zone}` }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'openerSkipsChecks',
          line: 8,
          column: 10,
          endLine: 8,
          endColumn: 16,
          suggestions: [
            {
              messageId: 'moveToSealState',
              output: lines(
                'import { createHmac } from \'node:crypto\';',
                'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                'import { openState, refusal, sealState } from \'eslint-plugin-mcp-state/seal\';',
                'const sign = (body) => createHmac(\'sha256\', process.env.STATE_KEY).update(body).digest(\'base64url\');',
                'function seal(state) {',
                '  const body = Buffer.from(JSON.stringify(state)).toString(\'base64url\');',
                '  return `${body}.${sign(body)}`;',
                '}',
                'function unseal(token) {',
                '  const [body, mac] = token.split(\'.\');',
                '  if (!safeEqual(mac, sign(body))) return null;',
                '  return JSON.parse(Buffer.from(body, \'base64url\').toString());',
                '}',
                'const server = new McpServer({ name: \'cdn\', version: \'1.0.0\' });',
                'server.registerTool(\'purge\', { inputSchema: {} }, async (args, ctx) => {',
                '  const token = ctx.mcpReq.requestState();',
                '  if (token === undefined) return inputRequired({ requestState: sealState({ zone: \'a\' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: \'purge\' }) });',
                '  const opened = openState(token, { userId: ctx.http?.authInfo?.extra?.userId, tool: \'purge\' });',
                '  if (!opened.ok) return refusal(opened.reason);',
                '  const job = opened.state;',
                '  if (job === null) return { isError: true, content: [] };',
                '  return { content: [{ type: \'text\', text: `purged ${job.zone}` }] };',
                '});',
              ),
            },
          ],
        },
        {
          messageId: 'missingSignedFields',
          line: 16,
          column: 70,
          endLine: 16,
          endColumn: 83,
          suggestions: [
            {
              messageId: 'moveToSealState',
              output: lines(
                'import { createHmac } from \'node:crypto\';',
                'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
                'import { openState, refusal, sealState } from \'eslint-plugin-mcp-state/seal\';',
                'const sign = (body) => createHmac(\'sha256\', process.env.STATE_KEY).update(body).digest(\'base64url\');',
                'function seal(state) {',
                '  const body = Buffer.from(JSON.stringify(state)).toString(\'base64url\');',
                '  return `${body}.${sign(body)}`;',
                '}',
                'function unseal(token) {',
                '  const [body, mac] = token.split(\'.\');',
                '  if (!safeEqual(mac, sign(body))) return null;',
                '  return JSON.parse(Buffer.from(body, \'base64url\').toString());',
                '}',
                'const server = new McpServer({ name: \'cdn\', version: \'1.0.0\' });',
                'server.registerTool(\'purge\', { inputSchema: {} }, async (args, ctx) => {',
                '  const token = ctx.mcpReq.requestState();',
                '  if (token === undefined) return inputRequired({ requestState: sealState({ zone: \'a\' }, { userId: ctx.http?.authInfo?.extra?.userId, tool: \'purge\' }) });',
                '  const opened = openState(token, { userId: ctx.http?.authInfo?.extra?.userId, tool: \'purge\' });',
                '  if (!opened.ok) return refusal(opened.reason);',
                '  const job = opened.state;',
                '  if (job === null) return { isError: true, content: [] };',
                '  return { content: [{ type: \'text\', text: `purged ${job.zone}` }] };',
                '});',
              ),
            },
          ],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
      // every mint names its tool: the handlers can tell the states apart
      lines(
        "import { McpServer, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';",
        "const codec = createRequestStateCodec({ key: process.env.STATE_KEY!, bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}` });",
        "const server = new McpServer({ name: 'ops', version: '1.0.0' }, { requestState: { verify: codec.verify } });",
        "server.registerTool('deploy', { inputSchema: {} }, async (args, ctx) => inputRequired({ requestState: await codec.mint({ tool: 'deploy' }, ctx) }));",
        "server.registerTool('rollback', { inputSchema: {} }, async (args, ctx) => inputRequired({ requestState: await codec.mint({ tool: 'rollback' }, ctx) }));",
      ),
      // one tool per codec
      lines(
        "import { McpServer, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';",
        "const codec = createRequestStateCodec({ key: process.env.STATE_KEY!, bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}` });",
        "const server = new McpServer({ name: 'ops', version: '1.0.0' }, { requestState: { verify: codec.verify } });",
        "server.registerTool('deploy', { inputSchema: {} }, async (args, ctx) => inputRequired({ requestState: await codec.mint({ step: 1 }, ctx) }));",
      ),
    ],
    invalid: [
      {
        code: lines(
          'import { McpServer, createRequestStateCodec, inputRequired } from \'@modelcontextprotocol/server\';',
          'const codec = createRequestStateCodec<{ step: number }>({ key: process.env.STATE_KEY! });',
          'const server = new McpServer({ name: \'ops\', version: \'1.0.0\' }, { requestState: { verify: codec.verify } });',
          'server.registerTool(\'deploy\', { inputSchema: {} }, async (args, ctx) => {',
          '  if (ctx.mcpReq.requestState() === undefined) return inputRequired({ requestState: await codec.mint({ step: 1 }) });',
          '  return { content: [] };',
          '});',
          'server.registerTool(\'rollback\', { inputSchema: {} }, async (args, context) => {',
          '  if (context.mcpReq.requestState() === undefined) return inputRequired({ requestState: await codec.mint({ step: 2 }, context) });',
          '  return { content: [] };',
          '});',
        ),
        errors: [
          {
            messageId: 'codecServesTools',
            line: 2,
            column: 15,
            endLine: 2,
            endColumn: 38,
            suggestions: [
            ],
          },
          {
            messageId: 'codecWithoutBind',
            line: 2,
            column: 57,
            endLine: 2,
            endColumn: 88,
            suggestions: [
              {
                messageId: 'addBind',
                output: lines(
                  'import { McpServer, createRequestStateCodec, inputRequired } from \'@modelcontextprotocol/server\';',
                  'const codec = createRequestStateCodec<{ step: number }>({ key: process.env.STATE_KEY!, bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}` });',
                  'const server = new McpServer({ name: \'ops\', version: \'1.0.0\' }, { requestState: { verify: codec.verify } });',
                  'server.registerTool(\'deploy\', { inputSchema: {} }, async (args, ctx) => {',
                  '  if (ctx.mcpReq.requestState() === undefined) return inputRequired({ requestState: await codec.mint({ step: 1 }, ctx) });',
                  '  return { content: [] };',
                  '});',
                  'server.registerTool(\'rollback\', { inputSchema: {} }, async (args, context) => {',
                  '  if (context.mcpReq.requestState() === undefined) return inputRequired({ requestState: await codec.mint({ step: 2 }, context) });',
                  '  return { content: [] };',
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
