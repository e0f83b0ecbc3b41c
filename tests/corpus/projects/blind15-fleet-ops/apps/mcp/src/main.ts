import http from 'node:http';
import { Redis } from 'ioredis';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createStateKit } from '@fleet-ops/state-kit';
import { CheckpointCodec } from '@fleet-ops/workflows/checkpoint';
import { EventLog } from '@fleet-ops/workflows/engine';
import { mountTools } from './decorators.js';
import { DrainNodeTool, kubeActivities } from './tools/drain-node.js';
import { BmcBroker, RotateCredentialsTool } from './tools/rotate-credentials.js';

const env = (name: string, fallback?: string): string => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`missing env ${name}`);
  return value;
};

const stateSecret = process.env.FLEET_STATE_SECRET ?? 'fleet-ops-local-dev'; // expect-todo: no-weak-state-key

const stateKit = createStateKit({ secret: stateSecret, ttlSeconds: 300, issuer: 'fleet-ops-mcp' });
const checkpoints = new CheckpointCodec(stateSecret, 600);
const events = new EventLog(new Redis(env('REDIS_URL', 'redis://127.0.0.1:6379')));

const drainTool = new DrainNodeTool(checkpoints, kubeActivities(env('KUBE_API'), env('KUBE_TOKEN')), events);
const rotateTool = new RotateCredentialsTool(stateKit, new BmcBroker(env('BMC_BROKER_URL')));

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'fleet-ops', version: '1.2.0' }, { capabilities: { tools: {} } });
  mountTools(server, drainTool, rotateTool);
  return server;
});

const authenticate = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(env('OIDC_USERINFO_URL'), { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error('invalid token');
      const info = (await res.json()) as { sub: string; groups?: string[]; exp: number; azp: string };
      return { token, clientId: info.azp, scopes: info.groups ?? [], expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
  requiredScopes: ['fleet-operators'],
});

http
  .createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const auth = await authenticate(request);
    const response = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  })
  .listen(Number(process.env.PORT ?? 4100));
