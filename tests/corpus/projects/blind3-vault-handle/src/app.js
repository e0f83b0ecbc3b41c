import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { installTools } from './tools.js';
import { lookupSelf } from './vault-api.js';

const verifier = {
  async verifyAccessToken(token) {
    const self = await lookupSelf(token);
    return { token, clientId: 'vault-mcp', scopes: self.policies, expiresAt: Math.floor(Date.parse(self.expire_time) / 1000), extra: { userId: self.entity_id } };
  },
};

const app = express();
app.use(express.json());
app.post('/mcp', requireBearerAuth({ verifier }), async (req, res) => {
  const server = new Server({ name: 'vault-handle', version: '0.6.0' }, { capabilities: { tools: {} } });
  installTools(server);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => transport.close());
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});
app.listen(Number(process.env.PORT ?? 3333));
