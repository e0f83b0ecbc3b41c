// Models a @modelcontextprotocol/server 2.x release manager: a bound codec behind the verify hook, a jose-signed rollback state that lives too long, and a promote tool whose state is plain JSON.
// @ts-nocheck
import { McpServer, acceptedContent, createMcpHandler, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';
import { SignJWT, jwtVerify } from 'jose';
import * as z from 'zod/v4';
import { promote, releasesOf, rollback } from './releases.js';

const KEY = new TextEncoder().encode(process.env.RELEASE_STATE_KEY);
const codec = createRequestStateCodec<{ service: string; candidates: string[] }>({
  key: Buffer.from(process.env.RELEASE_CODEC_KEY!, 'base64'),
  ttlSeconds: 300,
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:pick_release`,
});

function createServer(): McpServer {
  const server = new McpServer({ name: 'release-manager', version: '2.4.0' }, { capabilities: { tools: {} }, requestState: { verify: codec.verify } });

  server.registerTool('pick_release', { description: 'Pick a release to deploy', inputSchema: z.object({ service: z.string() }) }, async ({ service }, ctx) => {
    const state = ctx.mcpReq.requestState<{ service: string; candidates: string[] }>();
    if (state === undefined) {
      const candidates = (await releasesOf(service)).slice(0, 5);
      return inputRequired({
        inputRequests: { pick: inputRequired.elicit({ message: 'Which release?', requestedSchema: z.object({ version: z.enum(candidates as [string, ...string[]]) }) }) },
        requestState: await codec.mint({ service, candidates }, ctx),
      });
    }
    const picked = acceptedContent<{ version: string }>(ctx.mcpReq.inputResponses, 'pick');
    return { content: [{ type: 'text', text: picked ? `Picked ${state.service}@${picked.version}` : 'Nothing picked' }] };
  });

  server.registerTool(
    'rollback',
    { description: 'Roll a service back', inputSchema: z.object({ service: z.string() }), annotations: { destructiveHint: true } },
    async ({ service }, ctx) => {
      const sub = ctx.http?.authInfo?.extra?.userId as string;
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer === undefined) {
        const requestState = await new SignJWT({ tool: 'rollback', service }) // expect: require-state-binding
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setExpirationTime('1h')
          .sign(KEY);
        return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: `Roll back ${service}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) }, requestState });
      }
      const { payload } = await jwtVerify(String(ctx.mcpReq.requestState()), KEY);
      if (payload.sub !== sub || payload.tool !== 'rollback' || payload.service !== service) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      if (answer.confirm) await rollback(service);
      return { content: [{ type: 'text', text: answer.confirm ? 'Rolled back' : 'Kept' }] };
    },
  );

  server.registerTool('promote', { description: 'Promote staging to production', inputSchema: z.object({ service: z.string() }) }, async ({ service }, ctx) => {
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (answer === undefined) {
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Promote ${service}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
        requestState: JSON.stringify({ service, requestedAt: Date.now() }), // expect: require-sealed-state
      });
    }
    if (answer.confirm) await promote(service);
    return { content: [{ type: 'text', text: answer.confirm ? 'Promoted' : 'Not promoted' }] };
  });

  return server;
}

export const handler = createMcpHandler(createServer, { legacy: 'reject' });
