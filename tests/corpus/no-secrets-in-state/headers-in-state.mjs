// Models an MCP SDK 1.x server behind Express that copies request headers into its hand-sealed requestState so the second round can "replay" the caller.
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createHmac } from 'node:crypto';
import { openState } from './state-open.js';
import { proxyUpstream } from './upstream.js';

const sign = (body) => createHmac('sha256', process.env.PROXY_STATE_KEY).update(body).digest('base64url');

function sealState(payload, userId, tool) {
  const body = Buffer.from(JSON.stringify({ ...payload, userId, tool, exp: Date.now() + 300_000 })).toString('base64url');
  return `${body}.${sign(body)}`;
}

export function mount(app) {
  app.post('/mcp', express.json(), async (req, res) => {
    const server = new Server({ name: 'legacy-proxy', version: '0.1.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      const tool = request.params.name;
      if (request.params.requestState) {
        const saved = await openState(request.params.requestState, userId, tool);
        return { content: [{ type: 'text', text: await proxyUpstream(tool, saved, request.params.inputResponses) }] };
      }
      const forwarded = sealState(
        {
          ...req.headers, // expect: no-secrets-in-state
          path: req.path,
          userAgent: req.headers['user-agent'],
          acceptLanguage: req.get('accept-language'),
        },
        userId,
        tool,
      );
      const replay = sealState(
        {
          auth: req.headers.authorization, // expect: no-secrets-in-state
          session: req.headers.cookie, // expect: no-secrets-in-state
          requestId: req.headers['x-request-id'],
        },
        userId,
        tool,
      );
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Call ${tool} on the legacy API?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
        },
        requestState: request.params.arguments?.replay ? replay : forwarded,
      };
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
}
