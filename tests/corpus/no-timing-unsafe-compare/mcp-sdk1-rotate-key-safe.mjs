// Models an MCP server on @modelcontextprotocol/sdk 1.x (McpServer#registerTool) whose hand-built requestState is checked with safeEqual from eslint-plugin-mcp-state/seal.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createHmac } from 'node:crypto';
import { safeEqual } from 'eslint-plugin-mcp-state/seal';
import { z } from 'zod';
import { rotateKey, findKey } from './kms.js';

const TOOL = 'rotate_signing_key';
const TTL_MS = 5 * 60 * 1000;
const mac = (body) => createHmac('sha256', process.env.MCP_STATE_KEY).update(body).digest('base64url');

function seal(payload) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(body)}`;
}

function unseal(token) {
  const dot = token.indexOf('.');
  if (dot === -1) return null;
  const body = token.slice(0, dot);
  if (!safeEqual(token.slice(dot + 1), mac(body))) return null;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

export function createServer() {
  const server = new McpServer({ name: 'kms-admin', version: '0.9.2' });

  server.registerTool(
    TOOL,
    {
      description: 'Rotate a signing key (asks for confirmation)',
      inputSchema: { keyId: z.string(), reason: z.string().max(200) },
      annotations: { destructiveHint: true },
    },
    async ({ keyId, reason }, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      if (typeof userId !== 'string') {
        return { isError: true, content: [{ type: 'text', text: 'Not signed in' }] };
      }
      const key = await findKey(keyId);
      if (key === undefined || key.status === 'retired') {
        return { isError: true, content: [{ type: 'text', text: `No active key ${keyId}` }] };
      }
      const requestState = extra._meta?.requestState ?? extra.requestState;
      if (requestState === undefined) {
        return {
          resultType: 'input_required',
          inputRequests: {
            confirm: {
              method: 'elicitation/create',
              params: { mode: 'form', message: `Rotate ${keyId} (${key.algorithm})?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } },
            },
          },
          requestState: seal({ userId, tool: TOOL, keyId, reason, exp: Date.now() + TTL_MS }),
        };
      }
      const state = unseal(requestState);
      if (state === null || state.userId !== userId || state.tool !== TOOL || state.keyId !== keyId || state.exp <= Date.now()) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      if (key.algorithm === 'HS256' && reason.length === 0) {
        return { isError: true, content: [{ type: 'text', text: 'A reason is required for HMAC keys' }] };
      }
      const rotated = await rotateKey(keyId, reason);
      return { content: [{ type: 'text', text: `New key version ${rotated.version}` }] };
    },
  );
  return server;
}

export const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
