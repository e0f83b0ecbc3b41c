// Models an MCP SDK 1.x server whose handler checks the HMAC of request.params.requestState itself and only then decodes it (clean), with an HMAC-signing local sealer.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createHmac } from 'node:crypto';
import { safeEqual } from 'eslint-plugin-mcp-state/seal';
import { revokeKey } from './keys.js';

const TOOL = 'revoke_api_key';
const hmac = (body) => createHmac('sha256', process.env.MCP_STATE_SECRET).update(body).digest('base64url');

function seal(payload) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${hmac(body)}`;
}

export const server = new Server({ name: 'keys', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  if (request.params.name !== TOOL) return { isError: true, content: [{ type: 'text', text: 'Unknown tool' }] };
  const user = extra.authInfo?.extra?.userId;
  const { keyId } = request.params.arguments;

  if (!request.params.requestState) {
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Revoke key ${keyId}?`, requestedSchema: { type: 'object', properties: { yes: { type: 'boolean' } } } } },
      },
      requestState: seal({ keyId, user, tool: TOOL, exp: Date.now() + 120_000 }),
    };
  }

  const [body, mac] = request.params.requestState.split('.');
  if (!body || !mac || !safeEqual(mac, hmac(body))) {
    return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
  }
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (state.user !== user || state.tool !== TOOL || state.exp <= Date.now() || state.keyId !== keyId) {
    return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
  }
  if (request.params.inputResponses?.confirm?.content?.yes !== true) {
    return { content: [{ type: 'text', text: 'Key kept.' }] };
  }
  await revokeKey(keyId);
  return { content: [{ type: 'text', text: `Revoked ${keyId}` }] };
});
