import express from 'express';
import pino from 'pino';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { dispatchCodec } from './state-codec.js';
import { registerAssignJob } from './tools/assign-job.js';
import { registerRescheduleJob } from './tools/reschedule-job.js';
import { fsmWebhookRouter } from './http/fsm-webhook.js';
import { requireDispatcher } from './auth.js';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

function buildServer() {
  const server = new McpServer(
    { name: 'fieldops-dispatch', version: '1.3.0' },
    { capabilities: { tools: {} }, requestState: { verify: dispatchCodec.verify } },
  );
  registerAssignJob(server);
  registerRescheduleJob(server);
  return server;
}

const mcp = createMcpHandler(buildServer);
const app = express();
app.use(fsmWebhookRouter(logger));
app.all('/mcp', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
  const request = new Request(new URL(req.originalUrl, `http://${req.headers.host}`), {
    method: req.method,
    headers: req.headers,
    body: ['GET', 'HEAD'].includes(req.method) ? undefined : req.body,
  });
  const auth = await requireDispatcher(request.clone());
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.send(Buffer.from(await response.arrayBuffer()));
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => logger.info({ port }, 'dispatch MCP listening'));
