// Express entry of the project tracker: a stateless SDK 1.x McpServer per request with tools from ./mcp/tools.js.
import express from 'express';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { registerTools } from './mcp/tools.js';

const mailer = { send: async (to, body) => console.log('mail', to, body.length) };
const app = express();
app.use(express.json());
app.post('/mcp', async (req, res) => {
  const server = new McpServer({ name: 'tracker', version: '1.0.0' });
  registerTools(server, mailer);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});
app.listen(3000);
