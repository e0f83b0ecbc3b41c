import { createHmac } from 'node:crypto';
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { config } from './config.js';
import { redis } from './pending.js';
import { notifyQueue } from './queue.js';
import { REASSIGN_JOB, reassignJob, reassignJobTool } from './tools/reassign.js';
import { SCHEDULE_VISIT, scheduleVisit, scheduleVisitTool } from './tools/scheduleVisit.js';
import { TRIAGE_BACKLOG, triageBacklog, triageBacklogTool } from './tools/triage.js';
import { toolError } from './wire.js';

function buildServer() {
  const server = new Server({ name: 'dispatch-desk', version: '0.9.4' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [triageBacklogTool, reassignJobTool, scheduleVisitTool],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    switch (request.params.name) {
      case TRIAGE_BACKLOG:
        return triageBacklog(request.params, extra);
      case REASSIGN_JOB:
        return reassignJob(request.params, extra);
      case SCHEDULE_VISIT:
        return scheduleVisit(request.params, extra);
      default:
        return toolError(`Unknown tool: ${request.params.name}`);
    }
  });

  return server;
}

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(config.introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const body = await res.json();
    if (!res.ok || !body.active) throw new Error('inactive token');
    return {
      token,
      clientId: body.client_id,
      scopes: (body.scope ?? '').split(' ').filter(Boolean),
      expiresAt: body.exp,
      extra: { userId: body.sub },
    };
  },
};

const app = express();

app.post('/mcp', express.json({ limit: '1mb' }), requireBearerAuth({ verifier, requiredScopes: ['dispatch'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

// The FSM vendor calls us when a technician accepts or rejects an assignment.
app.post('/hooks/fsm', express.raw({ type: 'application/json', limit: '256kb' }), async (req, res) => {
  const signature = req.get('x-fsm-signature') ?? '';
  const expected = createHmac('sha256', config.fsm.webhookSecret).update(req.body).digest('hex');
  if (signature !== `sha256=${expected}`) { // expect: no-timing-unsafe-compare
    return res.status(401).json({ error: 'invalid signature' });
  }

  const event = JSON.parse(req.body.toString('utf8'));
  if (event.type === 'assignment.accepted' || event.type === 'assignment.rejected') {
    await redis.hset(`dispatch:wo:${event.work_order_id}`, 'assignment', event.type.split('.')[1]);
    await notifyQueue.add('assignment-update', { workOrderId: event.work_order_id, status: event.type });
  }
  res.status(204).end();
});

app.get('/healthz', async (_req, res) => {
  res.json({ redis: (await redis.ping()) === 'PONG' });
});

app.listen(config.port, () => console.log(`dispatch-desk on :${config.port}`));
