// Fixture for tests/e2e/fix-loop.test.ts: JavaScript ESM over HTTP, a hand-rolled HMAC sealer (no user, tool or expiry; MAC compared with !==). Insecure on purpose.
import { createHmac } from 'node:crypto';
import { McpServer, acceptedContent, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { serveHttp } from '../../shared/http.js';

const SECRET = process.env.STATE_KEY || 'local-dev-state-secret';

function sign(body) {
  return createHmac('sha256', SECRET).update(body).digest('base64url');
}

function seal(state) {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${body}.${sign(body)}`;
}

function unseal(token) {
  const [body, mac] = String(token).split('.');
  if (!body || !mac) return null;
  if (mac !== sign(body)) return null;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

const Confirmation = z.object({ confirm: z.boolean().describe('Really do it?') });
const rejected = { isError: true, content: [{ type: 'text', text: 'This confirmation is not valid any more.' }] };

function createServer() {
  const server = new McpServer({ name: 'edge-cache', version: '0.5.0' });

  server.registerTool(
    'purge_cache',
    {
      description: 'Purge cached objects of a CDN zone',
      inputSchema: z.object({ zone: z.string(), scope: z.enum(['everything', 'images', 'html']) }),
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async ({ zone, scope }, ctx) => {
      const token = ctx.mcpReq.requestState();
      if (token === undefined) {
        const objects = scope === 'everything' ? 182_004 : 40_112;
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({ message: `Purge ${objects} objects (${scope}) from ${zone}?`, requestedSchema: Confirmation }),
          },
          requestState: seal({ zone, objects, ticket: `PRG-${Date.now().toString(36)}` }),
        });
      }
      const job = unseal(token);
      if (job === null) return rejected;
      const reply = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirmation);
      if (reply?.confirm !== true) return { content: [{ type: 'text', text: 'Purge aborted.' }] };
      return { content: [{ type: 'text', text: `Purged ${job.objects} objects from ${job.zone} (${scope}), ticket ${job.ticket}.` }] };
    },
  );

  server.registerTool(
    'warm_cache',
    {
      description: 'Pre-fetch a path into the cache of a zone',
      inputSchema: z.object({ zone: z.string(), path: z.string() }),
    },
    async ({ zone, path }, ctx) => {
      const token = ctx.mcpReq.requestState();
      if (token === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({ message: `Warm ${path} on ${zone}?`, requestedSchema: Confirmation }),
          },
          requestState: seal({ zone, path, pops: 12 }),
        });
      }
      const job = unseal(token);
      if (job === null) return rejected;
      const reply = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirmation);
      if (reply?.confirm !== true) return { content: [{ type: 'text', text: 'Nothing warmed.' }] };
      return { content: [{ type: 'text', text: `Warmed ${job.path} on ${job.zone} across ${job.pops} PoPs.` }] };
    },
  );

  return server;
}

const address = await serveHttp(createMcpHandler(createServer), Number(process.env.PORT ?? 0));
process.stdout.write(`edge-cache MCP endpoint: ${address}\n`);
