import restify from 'restify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { authenticate } from './auth.js';
import { calendar } from './calendar.js';
import { buildServer } from './tools/registry.js';
import { registerWebhooks } from './webhooks.js';

const http = restify.createServer({ name: 'calendar-concierge' });
http.use(restify.plugins.bodyParser({ mapParams: false }));

http.post('/mcp', authenticate, async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

registerWebhooks(http, { onChange: (channelId) => calendar.invalidateChannel(channelId) });

http.listen(Number(process.env.PORT ?? 8090), () => console.log(`${http.name} listening at ${http.url}`));
