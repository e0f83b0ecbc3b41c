import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { openState, sealState } from './lib/state.js';
import { withUpstream, zendesk } from './lib/upstream.js';

// Teams that answer as their own Zendesk agent; the rest use the default agent.
const teams = {
  billing: { agentEmail: process.env.BILLING_AGENT_EMAIL, agentApiToken: process.env.BILLING_AGENT_API_TOKEN },
  enterprise: { agentEmail: process.env.ENTERPRISE_AGENT_EMAIL, agentApiToken: process.env.ENTERPRISE_AGENT_API_TOKEN },
};

const TOOL = 'reply_to_ticket';
const server = new Server({ name: 'support-desk', version: '1.8.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: TOOL,
      description: 'Draft a public reply to a Zendesk ticket and post it after the agent reviews it',
      inputSchema: {
        type: 'object',
        properties: { ticketId: { type: 'integer' }, draft: { type: 'string' } },
        required: ['ticketId', 'draft'],
      },
    },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async ({ params }, extra) => {
  if (params.name !== TOOL) throw new Error(`unknown tool ${params.name}`);
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') throw new Error('reply_to_ticket needs a signed-in agent');
  const team = Object.hasOwn(teams, extra.authInfo?.extra?.team ?? '') ? teams[extra.authInfo.extra.team] : undefined;
  const { ticketId, draft } = params.arguments;

  if (params.requestState === undefined) {
    const { ticket } = await zendesk(`/tickets/${ticketId}.json`);
    const progress = withUpstream({ ticketId, subject: ticket.subject }, team);
    return {
      resultType: 'input_required',
      inputRequests: {
        review: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Reply to "${ticket.subject}"? Edit the text if needed.`,
            requestedSchema: {
              type: 'object',
              properties: { body: { type: 'string', default: draft }, send: { type: 'boolean' } },
              required: ['send'],
            },
          },
        },
      },
      requestState: sealState(progress, { userId, tool: TOOL }), // expect: no-secrets-in-state
    };
  }

  const opened = openState(params.requestState, { userId, tool: TOOL });
  if (!opened.ok) return { isError: true, content: [{ type: 'text', text: `Cannot continue (${opened.reason}).` }] };
  const review = params.inputResponses?.review;
  if (review?.action !== 'accept' || !review.content.send) return { content: [{ type: 'text', text: 'Not sent.' }] };

  const { upstream } = opened.state;
  await zendesk(`/tickets/${opened.state.ticketId}.json`, {
    method: 'PUT',
    creds: upstream,
    body: { ticket: { comment: { body: review.content.body ?? draft, public: true } } },
  });
  return { content: [{ type: 'text', text: `Reply posted to #${opened.state.ticketId}.` }] };
});

const app = express();
app.use(express.json());
const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(`${process.env.SSO_URL}/oauth/introspect`, { method: 'POST', body: new URLSearchParams({ token }) });
    const info = await res.json();
    if (!info.active) throw new Error('inactive');
    return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub, team: info.team } };
  },
};
const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
await server.connect(transport);
app.post('/mcp', requireBearerAuth({ verifier }), (req, res) => transport.handleRequest(req, res, req.body));
app.listen(Number(process.env.PORT ?? 3900));
