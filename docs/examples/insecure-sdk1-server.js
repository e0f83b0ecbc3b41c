// DO NOT COPY. An MCP server on @modelcontextprotocol/sdk 1.x, which has no multi round-trip support, so the
// input_required result is built by hand. It signs its own requestState, and gets almost everything else wrong:
// a guessable key, a MAC compared with ===, no expiry, no user or tool binding, and the caller's bearer token
// inside state the client can read. `npm run demo` shows what eslint-plugin-mcp-state reports here.
import { createHmac } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const STATE_KEY = process.env.STATE_KEY || 'dev-secret';

function sign(body) {
  return createHmac('sha256', STATE_KEY).update(body).digest('base64url');
}

function sealState(state) {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${body}.${sign(body)}`;
}

function openState(sealed) {
  const [body, mac] = sealed.split('.');
  if (mac !== sign(body)) return null;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

const server = new Server({ name: 'deploy-bot', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  if (request.params.name !== 'deploy') throw new Error(`unknown tool ${request.params.name}`);
  const { service } = request.params.arguments ?? {};

  if (!request.params.requestState) {
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: { mode: 'form', message: `Deploy ${service}?`, requestedSchema: { type: 'object', properties: {} } },
        },
      },
      requestState: sealState({ service, accessToken: extra.authInfo?.token }),
    };
  }

  const state = openState(request.params.requestState);
  if (!state) return { isError: true, content: [{ type: 'text', text: 'Start the deployment again.' }] };
  return { content: [{ type: 'text', text: `Deployed ${state.service}.` }] };
});

await server.connect(new StdioServerTransport());
