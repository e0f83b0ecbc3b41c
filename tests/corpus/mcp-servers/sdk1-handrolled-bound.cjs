// Models a CommonJS SDK 1.x McpServer with its own HMAC state format (short field names, seconds, converted correctly) that binds and checks user, tool, args digest and expiry.
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { createHash, createHmac } = require('node:crypto');
const { z } = require('zod');
const { safeEqual } = require('eslint-plugin-mcp-state/seal');
const { purgeCache } = require('./cdn');

const TOOL = 'purge_cache';
const TTL_SECONDS = 300;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const mac = (body) => createHmac('sha256', process.env.CDN_STATE_KEY).update(body).digest('base64url');
const digest = (args) => createHash('sha256').update(JSON.stringify(args)).digest('base64url');

function mint(fields) {
  const body = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${body}.${mac(body)}`;
}

function verify(token) {
  const [body, tag] = String(token).split('.');
  if (!body || !tag || !safeEqual(tag, mac(body))) return null;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

const server = new McpServer({ name: 'cdn', version: '1.4.0' });

server.registerTool(
  TOOL,
  { description: 'Purge a path from the CDN', inputSchema: { path: z.string() }, annotations: { destructiveHint: true } },
  async (args, extra) => {
    const u = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    if (!u) return { isError: true, content: [{ type: 'text', text: 'Unauthenticated' }] };
    const retry = extra._meta && extra._meta.mrtr;
    if (!retry) {
      return {
        resultType: 'input_required',
        inputRequests: { ok: { method: 'elicitation/create', params: { mode: 'form', message: `Purge ${args.path}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
        requestState: mint({ u, t: TOOL, a: digest(args), e: nowSeconds() + TTL_SECONDS }),
      };
    }
    const state = verify(retry.requestState);
    if (!state || state.u !== u || state.t !== TOOL || state.a !== digest(args) || state.e * 1000 < Date.now()) {
      return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    }
    if (retry.inputResponses && retry.inputResponses.ok && retry.inputResponses.ok.content && retry.inputResponses.ok.content.ok) await purgeCache(args.path);
    return { content: [{ type: 'text', text: 'Done' }] };
  },
);

server.connect(new StdioServerTransport());
