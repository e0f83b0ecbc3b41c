// Models a CommonJS MCP server on @modelcontextprotocol/sdk 1.x (setRequestHandler) whose openState compares sign(body) == mac, and whose tool routing compares tool names.
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { createHmac } = require('node:crypto');
const { archiveMailbox } = require('./mail');

const STATE_TTL_MS = 600000;
const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');

function sealState(state, userId, tool) {
  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');
  return body + '.' + sign(body);
}

function openState(sealed, userId, tool) {
  const [body, mac] = String(sealed).split('.');
  const authentic = typeof mac === 'string' && sign(body) == mac; // expect: no-timing-unsafe-compare
  if (!authentic) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString());
  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;
}

const server = new Server({ name: 'mail-admin', version: '1.2.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const { name, arguments: args = {} } = request.params;
  const userId = extra.authInfo && extra.authInfo.extra ? extra.authInfo.extra.userId : undefined;
  if (name !== 'archive_mailbox') {
    return { isError: true, content: [{ type: 'text', text: 'unknown tool' }] };
  }
  if (userId === undefined) {
    return { isError: true, content: [{ type: 'text', text: 'unauthenticated' }] };
  }
  if (request.params.requestState == null) {
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: { mode: 'form', message: `Archive mailbox ${args.mailbox}?`, requestedSchema: { type: 'object', properties: { yes: { type: 'boolean' } } } },
        },
      },
      requestState: sealState({ mailbox: args.mailbox }, userId, name),
    };
  }
  const state = openState(request.params.requestState, userId, name);
  if (state === null || state.mailbox !== args.mailbox) {
    return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
  }
  const answer = request.params.inputResponses && request.params.inputResponses.confirm;
  if (!answer || answer.action !== 'accept' || answer.content.yes !== true) {
    return { content: [{ type: 'text', text: 'Cancelled.' }] };
  }
  await archiveMailbox(state.mailbox);
  return { content: [{ type: 'text', text: `Archived ${state.mailbox}.` }] };
});

server.connect(new StdioServerTransport());
