import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { z } from 'zod';
import { McpServer, acceptedContent, createMcpHandler, inputRequired, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '@import-desk/shared/config';
import { connection, purgeQueue } from '@import-desk/shared/queues';
import { PendingStore } from './pending-store.js';

const TOOL = 'purge_cdn_cache';
const pending = new PendingStore(connection);
const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', config.idp.issuer));

type Ctx = { http?: { authInfo?: { scopes: string[]; extra?: Record<string, unknown> } } };

function caller(ctx: Ctx) {
  const info = ctx.http?.authInfo;
  const userId = info?.extra?.userId;
  if (!info || typeof userId !== 'string') throw new Error('unauthenticated');
  return { userId, zones: info.scopes.filter((s) => s.startsWith('cdn:zone:')).map((s) => s.slice('cdn:zone:'.length)) };
}

function build(): McpServer {
  const server = new McpServer({ name: 'import-desk-cdn', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    TOOL,
    {
      description: 'Purge paths from the CDN cache of a zone. Asks for confirmation.',
      inputSchema: z.object({ zone: z.string(), paths: z.array(z.string().startsWith('/')).min(1).max(500) }),
      annotations: { destructiveHint: true },
    },
    async ({ zone, paths }, ctx) => {
      const { userId, zones } = caller(ctx);
      const handle = ctx.mcpReq.requestState<string>();

      if (handle === undefined) {
        if (!zones.includes(zone) && !zones.includes('*')) {
          return { isError: true, content: [{ type: 'text', text: `You can't purge ${zone}.` }] };
        }
        const id = randomBytes(24).toString('base64url');
        await pending.put(id, { userId, tool: TOOL, zone, paths, expiresAt: Date.now() + config.purgeConfirmWindowMs });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Purge ${paths.length} path(s) from ${zone}? The origin will take the full load for a while.`,
              requestedSchema: { type: 'object', properties: { purge: { type: 'boolean' } }, required: ['purge'] },
            }),
          },
          requestState: id,
        });
      }

      const record = await pending.take(handle); // expect: require-state-binding
      if (!record || record.tool !== TOOL || record.expiresAt <= Date.now()) {
        return { isError: true, content: [{ type: 'text', text: 'That confirmation expired. Ask again.' }] };
      }
      const answer = acceptedContent<{ purge: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.purge) return { content: [{ type: 'text', text: 'Nothing purged.' }] };

      const job = await purgeQueue.add('purge', { zone: record.zone, paths: record.paths, requestedBy: userId });
      return { content: [{ type: 'text', text: `Purge of ${record.paths.length} path(s) in ${record.zone} queued (job ${job.id}).` }] };
    },
  );

  return server;
}

const handler = createMcpHandler(build);
const auth = requireBearerAuth({
  requiredScopes: ['cdn:purge'],
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.idp.issuer, audience: config.idp.audience });
      return {
        token,
        clientId: String(payload.azp),
        scopes: String(payload.scope ?? '').split(' '),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
});

createServer(
  toNodeHandler({
    async fetch(request: Request) {
      const authInfo = await auth(request);
      return authInfo instanceof Response ? authInfo : handler.fetch(request, { authInfo });
    },
  }),
).listen(Number(process.env.PORT ?? 3200));
