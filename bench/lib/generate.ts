// Generated MCP server modules of any length for the scaling benchmark: many tools, functions, comparisons and
// nested scopes, each unit sharing the module's key, server and helpers, so that a rule that rescans the file or a
// binding's references per node shows up as time per line growing with the file.

const HEADER = [
  "import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';",
  "import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';",
  "import * as z from 'zod/v4';",
  '',
  "const STATE_KEY = process.env.STATE_KEY ?? 'dev-state-key';",
  "const server = new McpServer({ name: 'generated', version: '1.0.0' }, { capabilities: { tools: {} } });",
  "const sign = (body) => createHmac('sha256', STATE_KEY).update(body).digest('base64url');",
  '',
];

function unit(index: number): string[] {
  const tool = `tool_${index}`;
  return [
    `// unit ${index}`,
    `export function seal${index}(state, userId) {`,
    `  const body = Buffer.from(JSON.stringify({ ...state, u: userId, t: '${tool}', exp: Date.now() + 600_000 })).toString('base64url');`,
    '  return `${body}.${sign(body)}`;',
    '}',
    `export function open${index}(token, userId) {`,
    "  const [body, mac] = String(token).split('.');",
    '  if (mac !== sign(body)) return null;',
    "  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    `  if (state.u !== userId || state.t !== '${tool}') return null;`,
    '  return state;',
    '}',
    `server.registerTool('${tool}', { description: 'Step ${index}', inputSchema: z.object({ id: z.string() }) }, async ({ id }, ctx) => {`,
    '  const raw = ctx.mcpReq.requestState();',
    '  if (raw === undefined) {',
    '    return inputRequired({',
    `      inputRequests: { ok: inputRequired.elicit({ message: 'Go on with ' + id + '?', requestedSchema: z.object({ ok: z.boolean() }) }) },`,
    `      requestState: Buffer.from(JSON.stringify({ id, step: ${index}, apiKey: process.env.API_KEY, nonce: randomBytes(8).toString('hex') })).toString('base64url'),`,
    '    });',
    '  }',
    "  const previous = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));",
    "  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'ok');",
    "  return { content: [{ type: 'text', text: answer?.ok && previous.id === id ? 'done' : 'kept' }] };",
    '});',
    `server.registerTool('${tool}_sealed', { description: 'Sealed step ${index}', inputSchema: z.object({ id: z.string() }) }, async ({ id }, ctx) => {`,
    '  const userId = ctx.http?.authInfo?.extra?.userId;',
    '  const raw = ctx.mcpReq.requestState();',
    '  if (raw === undefined) {',
    "    const inputRequests = { ok: inputRequired.elicit({ message: 'Sure?', requestedSchema: z.object({ ok: z.boolean() }) }) };",
    `    return inputRequired({ inputRequests, requestState: seal${index}({ id }, userId) });`,
    '  }',
    `  const state = open${index}(raw, userId);`,
    "  return { content: [{ type: 'text', text: state && state.id === id ? 'done' : 'refused' }] };",
    '});',
    `function count${index}(items, limit, token) {`,
    '  let count = 0;',
    '  for (const item of items) {',
    '    const check = (entry) => {',
    "      if (entry.kind === 'Bearer' && entry.maxTokens > limit) {",
    '        return items.filter((other) => other.id === entry.id && ((value) => value !== null)(other)).length;',
    '      }',
    '      const expected = Buffer.from(sign(entry.id));',
    '      const given = Buffer.from(String(token));',
    '      return expected.length === given.length && timingSafeEqual(expected, given) ? 1 : 0;',
    '    };',
    '    count += check(item);',
    '  }',
    '  return count;',
    '}',
    '',
  ];
}

export const LINES_PER_UNIT = unit(0).length;

/** A module of about `lines` lines (never fewer). */
export function generateModule(lines: number): string {
  const units = Math.max(1, Math.ceil((lines - HEADER.length) / LINES_PER_UNIT));
  const out = [...HEADER];
  for (let index = 0; index < units; index++) out.push(...unit(index));
  return out.join('\n');
}
