import express from 'express';
import { EventEmitter } from 'node:events';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { buildServer } from './server.js';
import { verifier, signWebhookBody } from './auth.js';

export const helpdeskEvents = new EventEmitter();
helpdeskEvents.on('ticket.merged', (evt) => console.info('ticket merged upstream', evt.ticket?.id));
helpdeskEvents.on('mailbox.failed', (evt) => console.warn('mailbox source failing', evt.source?.host));

const mcp = createMcpHandler(buildServer);
const bearer = requireBearerAuth({ verifier, requiredScopes: ['helpdesk.agent'] });

const app = express();

function toFetchRequest(req) {
  return new Request(new URL(req.originalUrl, `http://${req.headers.host}`), {
    method: req.method,
    headers: new Headers(Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))),
    body: ['GET', 'HEAD'].includes(req.method) ? undefined : req.body,
  });
}

app.all('/mcp', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
  const request = toFetchRequest(req);
  const auth = await bearer(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.status(response.status);
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.send(Buffer.from(await response.arrayBuffer()));
});

app.post('/hooks/helpdesk', express.raw({ type: 'application/json', limit: '512kb' }), (req, res) => {
  const signature = req.get('x-helpdesk-signature') ?? '';
  if (signature !== signWebhookBody(req.body)) { // expect: no-timing-unsafe-compare
    return res.status(401).json({ error: 'bad signature' });
  }
  const event = JSON.parse(req.body.toString('utf8'));
  helpdeskEvents.emit(event.type, event);
  res.status(204).end();
});

app.listen(Number(process.env.PORT ?? 8080), () => console.log('helpdesk MCP up'));
