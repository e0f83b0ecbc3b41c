import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { admin } from './admin.js';
import { bearer } from './auth.js';
import { createHub } from './hub.js';
import exportPlugin from './plugins/export.js';
import sharePlugin from './plugins/share.js';

const auditPlugin = {
  name: 'audit',
  setup(api) {
    api.onAfterCall((call, result) => {
      const outcome = result?.resultType === 'input_required' ? 'asked' : result?.isError ? 'error' : 'ok';
      console.log(JSON.stringify({ at: new Date().toISOString(), user: call.user, tool: call.tool, outcome }));
    });
  },
};

const hub = createHub({ name: 'notes-hub', version: '1.3.0' }).use(auditPlugin).use(sharePlugin).use(exportPlugin);

const app = express();
app.use(express.json({ limit: '1mb' }));
app.use('/admin', admin);

app.post('/mcp', bearer, async (req, res) => {
  const server = hub.build();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 8787), () => {
  console.log(`notes-hub MCP on :${process.env.PORT ?? 8787} with plugins ${hub.plugins.join(', ')}`);
});
