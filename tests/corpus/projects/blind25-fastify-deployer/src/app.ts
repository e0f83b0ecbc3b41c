import Fastify, { type FastifyRequest } from 'fastify';
import { createMcpHandler } from '@modelcontextprotocol/server';
import authPlugin, { type TokenIntrospector } from './plugins/auth.js';
import requestStatePlugin from './plugins/request-state.js';
import { DeploymentService, RegistryService } from './services/index.js';
import { serverFactory } from './mcp/server-factory.js';

export interface AppOptions {
  introspector: TokenIntrospector;
  vaultUrl: string;
}

function toFetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
  }
  return new Request(`http://${request.hostname}${request.url}`, {
    method: request.method,
    headers,
    body: request.method === 'POST' ? JSON.stringify(request.body) : undefined,
  });
}

export async function buildApp(opts: AppOptions) {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const registry = new RegistryService(opts.vaultUrl);
  const deployments = new DeploymentService();

  await app.register(authPlugin, { introspector: opts.introspector });
  // Production deploys wait in the change-approval queue; give approvers an hour.
  await app.register(requestStatePlugin, { ttlSeconds: 60 * 60 }); // expect: require-state-binding

  app.get('/healthz', async () => ({ ok: true }));

  app.post('/mcp', async (request, reply) => {
    const user = request.user!;
    const handler = createMcpHandler(
      serverFactory({ user, codec: request.stateCodec!, registry, deployments }),
    );
    const response = await handler.fetch(toFetchRequest(request), {
      authInfo: {
        token: user.accessToken,
        clientId: user.clientId,
        scopes: user.scopes,
        expiresAt: user.tokenExpiresAt,
        extra: { userId: user.id },
      },
    });
    reply.code(response.status);
    response.headers.forEach((value, name) => reply.header(name, value));
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });

  return app;
}
