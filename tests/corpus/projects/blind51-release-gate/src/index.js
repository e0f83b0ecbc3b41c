import express from 'express';
import pino from 'pino';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { authenticate } from './auth.js';
import { dispatch, toolList } from './tools/index.js';

const log = pino({ name: 'release-gate' });

function createServer() {
  const server = new Server({ name: 'release-gate', version: '1.7.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolList }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    if (!userId) {
      return { isError: true, content: [{ type: 'text', text: 'Not authenticated' }] };
    }
    log.info({ tool: request.params.name, userId }, 'tools/call');
    return dispatch(request.params, userId);
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '1mb' }));

app.post('/mcp', authenticate, async (req, res) => {
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

const port = Number(process.env.PORT ?? 8787);
app.listen(port, () => log.info({ port }, 'release-gate up'));
