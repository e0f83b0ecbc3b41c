import * as z from 'zod/v4';
import {
  McpServer,
  acceptedContent,
  createMcpHandler,
  inputRequired,
  requireBearerAuth,
} from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { keys } from './keys.js';
import { mintState, readState, StateRejected } from './state-jwt.js';

const CRM = process.env.CRM_API_URL!;
const CRM_API_KEY = process.env.CRM_API_KEY!; // sent to the CRM only

async function crm<T>(path: string): Promise<T> {
  const res = await fetch(`${CRM}${path}`, { headers: { 'x-api-key': CRM_API_KEY } });
  if (!res.ok) throw new Error(`crm ${path}: ${res.status}`);
  return (await res.json()) as T;
}

function downloadLink(exportId: string, userId: string): string {
  const expires = Math.floor(Date.now() / 1000) + 15 * 60;
  const sig = createHmac('sha256', keys.downloadLinks).update(`${exportId}:${userId}:${expires}`).digest('base64url');
  return `${process.env.PUBLIC_URL}/exports/${exportId}?u=${encodeURIComponent(userId)}&e=${expires}&s=${sig}`;
}

const TOOL = 'export_segment';

function build() {
  const server = new McpServer({ name: 'crm-export', version: '1.4.1' }, { capabilities: { tools: {} } });
  server.registerTool(
    TOOL,
    {
      description: 'Export the contacts of a CRM segment; asks which columns to include',
      inputSchema: z.object({ segmentId: z.string(), format: z.enum(['csv', 'xlsx']).default('csv') }),
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (typeof userId !== 'string') throw new Error('authentication required');
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const fields = await crm<{ name: string; label: string }[]>(`/segments/${args.segmentId}/fields`);
        return inputRequired({
          inputRequests: {
            columns: inputRequired.elicit({
              message: 'Which columns should the export contain?',
              requestedSchema: {
                type: 'object',
                properties: {
                  columns: { type: 'array', items: { type: 'string', enum: fields.map((f) => f.name) } },
                },
                required: ['columns'],
              },
            }),
          },
          requestState: await mintState({ segmentId: args.segmentId, format: args.format }, userId, TOOL),
        });
      }

      let draft;
      try {
        draft = await readState(token, userId, TOOL);
      } catch (err) {
        if (err instanceof StateRejected) {
          return { isError: true, content: [{ type: 'text', text: 'This export request expired; start again.' }] };
        }
        throw err;
      }
      const picked = acceptedContent<{ columns: string[] }>(ctx.mcpReq.inputResponses, 'columns');
      if (!picked) return { content: [{ type: 'text', text: 'Export cancelled.' }] };
      const job = await crm<{ id: string }>(
        `/segments/${draft.segmentId}/export?format=${draft.format}&columns=${picked.columns.join(',')}`,
      );
      return { content: [{ type: 'text', text: `Export ready: ${downloadLink(job.id, userId)}` }] };
    },
  );
  return server;
}

const jwks = createRemoteJWKSet(new URL(`${process.env.OIDC_ISSUER}/.well-known/jwks.json`));
const guard = requireBearerAuth({
  requiredScopes: ['crm.export'],
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: process.env.OIDC_ISSUER, audience: 'crm-export' });
      return { token, clientId: String(payload.client_id), scopes: String(payload.scope).split(' '), expiresAt: payload.exp!, extra: { userId: payload.sub } };
    },
  },
});
const mcp = createMcpHandler(build);

createServer(
  toNodeHandler(async (req: Request) => {
    const authInfo = await guard(req);
    return authInfo instanceof Response ? authInfo : mcp.fetch(req, { authInfo });
  }),
).listen(Number(process.env.PORT ?? 8080));
