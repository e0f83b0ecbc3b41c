import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { loadConfig } from './config.js';
import { bearerAuth } from './auth.js';
import { StateRejected, StateSealer } from './state/StateSealer.js';
import { createTicketTools, type ToolCall } from './tools/tickets.js';
import { createAttachmentTools } from './tools/attachments.js';

const config = loadConfig();
const sealer = new StateSealer(config.state.key, config.state.ttlMs); // expect: no-weak-state-key
const tickets = createTicketTools(config, sealer);
const attachments = createAttachmentTools(config);

const TOOLS = [
  {
    name: 'escalate_ticket',
    description: 'Escalate a helpdesk ticket to the next support tier',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
  },
  {
    name: 'attach_file',
    description: 'Attach a file to an existing ticket',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
  },
];

function buildServer(): Server {
  const server = new Server({ name: 'ticket-desk', version: '0.9.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const auth = extra.authInfo;
    if (!auth) {
      return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };
    }
    const call = request.params as unknown as ToolCall;
    try {
      switch (call.name) {
        case 'escalate_ticket':
          return (await tickets.escalate(call, auth)) as any;
        case 'attach_file':
          return (await attachments.attach(call, auth)) as any;
        default:
          return { isError: true, content: [{ type: 'text', text: `Unknown tool ${call.name}` }] };
      }
    } catch (err) {
      if (err instanceof StateRejected) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      throw err;
    }
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '1mb' }));

app.post('/mcp', bearerAuth(config), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/healthz', (_req, res) => {
  res.json({ ok: true });
});

app.listen(config.port, () => {
  console.log(`ticket-desk listening on :${config.port}`);
});
