// Registers the search_docs tool, which asks for a drive when results are too many.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { userOf, type ToolCtx } from '../identity.js';
import { listDrives, search } from '../docsApi.js';

const TOOL = 'search_docs';
const MAX_UNSCOPED = 25;

interface NarrowState {
  query: string;
  driveIds: string[];
}

// Only carries the drives we already listed for this user, so it goes out as plain JSON.
const encode = (s: NarrowState) => Buffer.from(JSON.stringify(s)).toString('base64url');

export function registerSearch(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Full-text search over documents you can see. Asks for a drive when there are too many hits.',
      inputSchema: z.object({ query: z.string().min(2) }),
      annotations: { readOnlyHint: true },
    },
    async ({ query }, rawCtx) => {
      const ctx = rawCtx as unknown as ToolCtx;
      userOf(ctx);
      const token = ctx.http!.authInfo!.token;
      const raw = await ctx.mcpReq.requestState<string>();

      if (raw) {
        const narrow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as NarrowState; // expect: require-sealed-state
        const pick = acceptedContent<{ driveId: string }>(ctx.mcpReq.inputResponses, 'drive');
        if (!pick || !narrow.driveIds.includes(pick.driveId)) {
          return { content: [{ type: 'text', text: 'No drive chosen.' }] };
        }
        const hits = await search(token, narrow.query, pick.driveId);
        return { content: [{ type: 'text', text: hits.map((d) => `${d.id}  ${d.title}`).join('\n') || 'No results.' }] };
      }

      const hits = await search(token, query);
      if (hits.length <= MAX_UNSCOPED) {
        return { content: [{ type: 'text', text: hits.map((d) => `${d.id}  ${d.title}`).join('\n') || 'No results.' }] };
      }
      const drives = await listDrives(token);
      return inputRequired({
        inputRequests: {
          drive: inputRequired.elicit({
            message: `${hits.length} results. Which drive should I search?`,
            requestedSchema: {
              type: 'object',
              properties: { driveId: { type: 'string', enum: drives.map((d) => d.id), enumNames: drives.map((d) => d.name) } },
              required: ['driveId'],
            },
          }),
        },
        requestState: encode({ query, driveIds: drives.map((d) => d.id) }), // expect: require-sealed-state
      });
    },
  );
}
