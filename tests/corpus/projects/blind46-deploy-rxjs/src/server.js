import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { catchError, firstValueFrom, lastValueFrom, of, timeout } from 'rxjs';
import { env } from './env.js';
import { whoami } from './platform.js';
import { failure } from './rx.js';
import { definitions, dispatch } from './tools/index.js';
import { builds$, ciHook } from './webhook.js';

const makeServer = () => {
  const server = new Server({ name: 'deploy-mcp', version: env.version }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: definitions() }));

  server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
    lastValueFrom(
      dispatch(request.params, extra).pipe(
        timeout({ first: 30_000 }),
        catchError((error) => of(failure(error.message))),
      ),
    ),
  );

  return server;
};

const verifier = {
  async verifyAccessToken(token) {
    const me = await firstValueFrom(whoami(token));
    return {
      token,
      clientId: me.client_id,
      scopes: me.scopes ?? [],
      expiresAt: me.token_expires_at,
      extra: { userId: me.login },
    };
  },
};

const app = express();

app.post('/hooks/ci', express.raw({ type: 'application/json', limit: '1mb' }), ciHook);

app.post('/mcp', express.json({ limit: '4mb' }), requireBearerAuth({ verifier }), async (req, res) => {
  const server = makeServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

builds$.subscribe((event) => console.log(`build ready: ${event.repository.name}@${event.check_suite.head_sha}`));

app.listen(env.port, () => console.log(`deploy-mcp ${env.version} on :${env.port}`));
