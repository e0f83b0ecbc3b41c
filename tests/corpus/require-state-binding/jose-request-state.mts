// Models a @modelcontextprotocol/server 2.x server that signs requestState with jose's SignJWT: one tool omits the expiry, one lets it live two hours, one is right.
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { SignJWT, jwtVerify } from 'jose';
import * as z from 'zod/v4';
import { publishPost, unpublishPost, schedulePost } from './cms.mjs';

const key = new TextEncoder().encode(process.env.CMS_STATE_SECRET);
const confirm = (message: string) => ({ confirm: inputRequired.elicit({ message, requestedSchema: z.object({ confirm: z.boolean() }) }) });

async function readState(ctx, tool: string) {
  const raw = ctx.mcpReq.requestState<string>();
  if (!raw) return undefined;
  const { payload } = await jwtVerify(raw, key, { algorithms: ['HS256'] });
  if (payload.sub !== ctx.http?.authInfo?.extra?.userId || payload.tool !== tool) throw new Error('Invalid or expired requestState');
  return payload;
}

export function createServer(): McpServer {
  const server = new McpServer({ name: 'cms', version: '5.1.0' }, { capabilities: { tools: {} } });

  server.registerTool('publish_post', { description: 'Publish a draft', inputSchema: z.object({ postId: z.string() }) }, async ({ postId }, ctx) => {
    const sub = ctx.http?.authInfo?.extra?.userId as string;
    const state = await readState(ctx, 'publish_post');
    if (!state) {
      const requestState = await new SignJWT({ tool: 'publish_post', postId }) // expect: require-state-binding
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .sign(key);
      return inputRequired({ inputRequests: confirm(`Publish ${postId}?`), requestState });
    }
    if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm) await publishPost(postId);
    return { content: [{ type: 'text', text: 'Done' }] };
  });

  server.registerTool('unpublish_post', { description: 'Take a post offline', inputSchema: z.object({ postId: z.string() }), annotations: { destructiveHint: true } }, async ({ postId }, ctx) => {
    const sub = ctx.http?.authInfo?.extra?.userId as string;
    const state = await readState(ctx, 'unpublish_post');
    if (!state) {
      return inputRequired({
        inputRequests: confirm(`Unpublish ${postId}?`),
        requestState: await new SignJWT({ sub, tool: 'unpublish_post', postId }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('2h').sign(key), // expect: require-state-binding
      });
    }
    if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm) await unpublishPost(postId);
    return { content: [{ type: 'text', text: 'Done' }] };
  });

  server.registerTool('schedule_post', { description: 'Schedule a post', inputSchema: z.object({ postId: z.string() }) }, async ({ postId }, ctx) => {
    const sub = ctx.http?.authInfo?.extra?.userId as string;
    const state = await readState(ctx, 'schedule_post');
    if (!state) {
      const requestState = await new SignJWT({ tool: 'schedule_post', postId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
      return inputRequired({ inputRequests: { at: inputRequired.elicit({ message: 'Publish when?', requestedSchema: z.object({ at: z.string() }) }) }, requestState });
    }
    const at = acceptedContent<{ at: string }>(ctx.mcpReq.inputResponses, 'at')?.at;
    if (at) await schedulePost(postId, at);
    return { content: [{ type: 'text', text: at ? `Scheduled for ${at}` : 'Not scheduled' }] };
  });

  return server;
}
