// Models an MCP HTTP gateway that forwards tools/call retries to upstream servers: it copies requestState through, logs its length, and never reads it.
import express from 'express';
import { pickUpstream } from './routing.js';
import { audit } from './audit.js';

const app = express();
app.use(express.json({ limit: '1mb' }));

function forwardParams(params) {
  const forwarded = { name: params.name, arguments: params.arguments };
  if (params.inputResponses) forwarded.inputResponses = params.inputResponses;
  if (typeof params.requestState === 'string') forwarded.requestState = params.requestState;
  return forwarded;
}

app.post('/mcp', async (req, res) => {
  const message = req.body;
  if (message?.method !== 'tools/call') {
    res.status(400).json({ jsonrpc: '2.0', id: message?.id ?? null, error: { code: -32601, message: 'Only tools/call is routed' } });
    return;
  }
  const upstream = pickUpstream(message.params.name);
  await audit({
    tool: message.params.name,
    retry: message.params.requestState !== undefined,
    stateLength: message.params.requestState?.length ?? 0,
  });
  const response = await fetch(upstream.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: req.headers.authorization ?? '' },
    body: JSON.stringify({ ...message, params: forwardParams(message.params) }),
  });
  const payload = await response.json();
  if (payload.result?.resultType === 'input_required') {
    payload.result = {
      resultType: 'input_required',
      inputRequests: payload.result.inputRequests,
      requestState: payload.result.requestState,
    };
  }
  res.status(response.status).json(payload);
});

app.get('/healthz', (_req, res) => {
  res.json({ ok: true, upstreams: pickUpstream.all().length });
});

export default app;
