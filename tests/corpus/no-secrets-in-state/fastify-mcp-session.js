// Models a Fastify route serving MCP tools by hand (SDK 1.x types): it forwards a few request headers into base64 state and keeps the upstream session in it.
import Fastify from 'fastify';
import { createHmac } from 'node:crypto';
import { upstream } from './upstream.js';

const app = Fastify({ logger: true });
const sign = (body) => createHmac('sha256', process.env.FASTIFY_STATE_KEY).update(body).digest('base64url');

function seal(payload, userId, tool) {
  const body = Buffer.from(JSON.stringify({ payload, userId, tool, exp: Date.now() + 240_000 })).toString('base64url');
  return `${body}.${sign(body)}`;
}

app.post('/mcp/tools/call', async (request, reply) => {
  const { id, params } = request.body;
  const userId = request.user.id;
  const login = await upstream.login(userId);

  if (params.name === 'browse_catalog') {
    return reply.send({
      jsonrpc: '2.0',
      id,
      result: {
        resultType: 'input_required',
        inputRequests: { category: { method: 'elicitation/create', params: { mode: 'form', message: 'Which category?', requestedSchema: { type: 'object', properties: { category: { type: 'string' } } } } } },
        requestState: seal(
          {
            host: request.headers.host,
            language: request.headers['accept-language'],
            forwardedFor: request.headers['x-forwarded-for'],
            sessionToken: login.sessionToken, // expect: no-secrets-in-state
          },
          userId,
          params.name,
        ),
      },
    });
  }

  if (params.name === 'checkout') {
    return reply.send({
      jsonrpc: '2.0',
      id,
      result: {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: 'Place the order?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
        requestState: seal({ cart: params.arguments.cartId, authorization: request.headers.authorization }, userId, params.name), // expect: no-secrets-in-state
      },
    });
  }

  return reply.send({ jsonrpc: '2.0', id, error: { code: -32602, message: `Unknown tool ${params.name}` } });
});

export default app;
