// Express entry point serving the clinic booking MCP server over stateless Streamable HTTP.
import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { requirePatient } from './auth.js';
import { createServer } from './server.js';

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '256kb' }));

app.get('/healthz', (_req, res) => res.json({ ok: true, clinic: config.clinicId }));

app.post('/mcp', requirePatient('patient/Appointment.rw'), async (req, res, next) => {
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    next(err);
  }
});

app.all('/mcp', (_req, res) => res.status(405).set('Allow', 'POST').end());

app.use((err, _req, res, _next) => {
  console.error(err);
  if (!res.headersSent) res.status(500).json({ error: 'internal_error' });
});

app.listen(config.port, () => console.log(`clinic-booking MCP on :${config.port}/mcp`));
