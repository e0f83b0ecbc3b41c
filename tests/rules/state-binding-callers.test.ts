// Binding proven where it happens: an exported opener that takes no user or tool leaves those comparisons to its
// callers (judged at each call, the expiry at home); an AEAD sealer binds what a call passes into setAAD.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-binding-callers-'));
mkdirSync(join(project, 'lib'), { recursive: true });
const sealing = lines(
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  'const TTL_MS = 5 * 60 * 1000;',
  "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
  'export function sealRefundState(flow, userId) {',
  "  const body = Buffer.from(JSON.stringify({ ...flow, userId, tool: 'refund', exp: Date.now() + TTL_MS })).toString('base64url');",
  '  return `${body}.${mac(body)}`;',
  '}',
  'export function openRefundState(token) {',
  "  const [body, given] = String(token).split('.');",
  '  const expected = mac(body);',
  '  if (!given || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;',
  "  const flow = JSON.parse(Buffer.from(body, 'base64url').toString());",
  '  if (flow.exp < Date.now()) return null;',
  '  return flow;',
  '}',
  '',
);
writeFileSync(join(project, 'lib/sealing.js'), sealing);
writeFileSync(
  join(project, 'lib/aead.js'),
  lines(
    "import { createCipheriv, randomBytes } from 'node:crypto';",
    'export class FlowSealer {',
    '  #key = Buffer.from(process.env.FLOW_KEY, \'base64\');',
    '  #aad({ userId, tool }) {',
    '    return Buffer.from(`${userId}\\n${tool}`);',
    '  }',
    '  seal(state, binding) {',
    '    const iv = randomBytes(12);',
    "    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);",
    '    cipher.setAAD(this.#aad(binding));',
    '    const body = Buffer.concat([cipher.update(JSON.stringify({ state, exp: Math.floor(Date.now() / 1000) + 300 })), cipher.final()]);',
    "    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');",
    '  }',
    '}',
    '',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const server = (check: string, seal = "sealRefundState({ orderId: 'o-1' }, userId)") =>
  lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    "import { openRefundState, sealRefundState } from './lib/sealing.js';",
    "const server = new McpServer({ name: 'refunds', version: '1.0.0' });",
    "server.registerTool('refund', { inputSchema: {} }, async (args, ctx) => {",
    '  const userId = ctx.http?.authInfo?.extra?.userId;',
    `  if (!ctx.mcpReq.requestState()) return inputRequired({ inputRequests: {}, requestState: ${seal} });`,
    '  const flow = openRefundState(ctx.mcpReq.requestState());',
    `  if (!flow || ${check}) return { isError: true, content: [] };`,
    "  return { content: [{ type: 'text', text: flow.orderId }] };",
    '});',
  );

testRule('require-state-binding', rule, {
  valid: [
    // the opener compares the expiry; each caller compares the user and the tool
    { filename: join(project, 'lib/sealing.js'), code: sealing },
    { filename: join(project, 'both.js'), code: server("flow.userId !== userId || flow.tool !== 'refund'") },
    {
      // user and tool authenticated as additional data
      filename: join(project, 'aead.js'),
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { FlowSealer } from './lib/aead.js';",
        'const sealer = new FlowSealer();',
        "const server = new McpServer({ name: 'stock', version: '1.0.0' });",
        "server.registerTool('adjust', { inputSchema: {} }, async (args, ctx) => {",
        "  const binding = { userId: ctx.http?.authInfo?.extra?.userId, tool: 'adjust' };",
        "  return inputRequired({ inputRequests: {}, requestState: sealer.seal({ sku: 'a' }, binding) });",
        '});',
      ),
    },
  ],
  invalid: [
    {
      // the caller compares the tool alone
      filename: join(project, 'tool-only.js'),
      code: server("flow.tool !== 'refund'"),
      errors: [
        {
          messageId: 'helperSkipsChecks',
          data: { helper: 'openRefundState', specifier: './lib/sealing.js', missing: 'the user', replay: 'for another user', fields: 'the user' },
          line: 7,
          column: 16,
          endLine: 7,
          endColumn: 58,
        },
      ],
    },
  ],
});
