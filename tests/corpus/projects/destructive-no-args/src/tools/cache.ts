// Destructive cache tools of a CDN admin server (SDK 2.x): one takes no arguments, one takes a zone it must bind.
// @ts-nocheck
import { inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { openState, refusal, sealState } from 'eslint-plugin-mcp-state/seal';
import * as z from 'zod/v4';
import { userOf } from '../user.js';

export function registerCacheTools(server: McpServer): void {
  server.registerTool('purge_everything', { description: 'Purge every cache', annotations: { destructiveHint: true } }, async (ctx) => {
    const userId = userOf(ctx);
    const raw = ctx.mcpReq.requestState<string>();
    if (raw === undefined) {
      return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Purge everything?', requestedSchema: {} }) }, requestState: sealState({ step: 'confirm' }, { userId, tool: 'purge_everything' }) });
    }
    const opened = openState(raw, { userId, tool: 'purge_everything' });
    if (!opened.ok) return refusal(opened.reason);
    return { content: [{ type: 'text', text: 'purged' }] };
  });

  server.registerTool('rotate_origin_certs', { description: 'Rotate all origin certificates', inputSchema: z.object({}), annotations: { destructiveHint: true } }, async (_args, ctx) => {
    const userId = userOf(ctx);
    const raw = ctx.mcpReq.requestState<string>();
    if (raw === undefined) {
      return inputRequired({ inputRequests: {}, requestState: sealState({ step: 'confirm' }, { userId, tool: 'rotate_origin_certs' }) });
    }
    const opened = openState(raw, { userId, tool: 'rotate_origin_certs' });
    return opened.ok ? { content: [{ type: 'text', text: 'rotated' }] } : refusal(opened.reason);
  });

  server.registerTool('purge_zone', { description: 'Purge one zone', inputSchema: z.object({ zone: z.string() }), annotations: { destructiveHint: true } }, async ({ zone }, ctx) => {
    const userId = userOf(ctx);
    const raw = ctx.mcpReq.requestState<string>();
    if (raw === undefined) {
      return inputRequired({ inputRequests: {}, requestState: sealState({ step: 'confirm' }, { userId, tool: 'purge_zone' }) }); // expect: require-state-binding
    }
    const opened = openState(raw, { userId, tool: 'purge_zone' });
    return opened.ok ? { content: [{ type: 'text', text: `purged ${zone}` }] } : refusal(opened.reason);
  });
}
