import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { decodeCursor, encodeCursor, estimateTokens, newHandle, truncate } from '../lib/helpers.js';
import { importQueue } from '../jobs/exports.js';
import { confluenceConnection, listConfluenceSpaces, pageBatch, softDeleteSpace, spaceFor } from '../spaces.js';
import { userIdOf, wikiStateCodec, type McpContextLike, type WikiState } from './codec.js';
import { putPendingImport, takePendingImport } from './pending.js';
import { withToolTelemetry } from './telemetry.js';

type Ctx = McpContextLike & {
  mcpReq: { method: string; inputResponses?: Record<string, unknown>; requestState<T = unknown>(): T | undefined };
};

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const refuse = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

const SUMMARY_BUDGET_TOKENS = 4096;
const PENDING_IMPORT_MS = 10 * 60 * 1000;

export function registerWikiTools(server: McpServer) {
  server.registerTool(
    'delete_space',
    {
      description: 'Delete a wiki space and all of its pages (recoverable by an admin for 30 days).',
      inputSchema: z.object({ spaceKey: z.string().min(1).max(32) }),
      annotations: { destructiveHint: true },
    },
    withToolTelemetry('delete_space', async ({ spaceKey }: { spaceKey: string }, ctx: Ctx) => {
      const userId = userIdOf(ctx);
      const state = ctx.mcpReq.requestState<WikiState>();

      if (state === undefined) {
        const space = await spaceFor(spaceKey, userId);
        if (!space || space.ownerId !== userId) return refuse('Only the owner of a space can delete it.');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete "${space.name}" and its ${space.pageCount} pages? Type the space key to confirm.`,
              requestedSchema: { type: 'object', properties: { typed: { type: 'string' } }, required: ['typed'] },
            }),
          },
          requestState: await wikiStateCodec.mint({ tool: 'delete_space', spaceKey, pageCount: space.pageCount }, ctx),
        });
      }

      if (state.tool !== 'delete_space' || state.spaceKey !== spaceKey) {
        return refuse('That confirmation belongs to another request. Start again.');
      }
      const answer = acceptedContent<{ typed: string }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.typed !== spaceKey) return text('The space was not deleted.');

      await softDeleteSpace(spaceKey, userId);
      return text(`Deleted ${spaceKey} (${state.pageCount} pages).`);
    }),
  );

  server.registerTool(
    'summarize_space',
    {
      description: 'Summarize the most recently edited pages of a space, a batch at a time.',
      inputSchema: z.object({ spaceKey: z.string().min(1).max(32) }),
      annotations: { readOnlyHint: true },
    },
    withToolTelemetry('summarize_space', async ({ spaceKey }: { spaceKey: string }, ctx: Ctx) => {
      const userId = userIdOf(ctx);
      if (!(await spaceFor(spaceKey, userId))) return refuse('You are not a member of that space.');

      const state = ctx.mcpReq.requestState<WikiState>();
      if (state !== undefined && (state.tool !== 'summarize_space' || state.spaceKey !== spaceKey)) {
        return refuse('That continuation belongs to another request. Start again.');
      }
      if (state !== undefined && acceptedContent<{ more: boolean }>(ctx.mcpReq.inputResponses, 'more')?.more !== true) {
        return text('Done.');
      }

      const after = state?.tool === 'summarize_space' ? decodeCursor(state.nextPageToken) : undefined;
      const pages = await pageBatch(spaceKey, after, 20);
      const tokenCount = pages.reduce((n, p) => n + estimateTokens(p.body), 0);
      const digest = pages.map((p) => `• ${p.title}: ${truncate(p.body.replace(/\s+/g, ' '), 200)}`).join('\n');
      const last = pages.at(-1);
      if (pages.length < 20 || !last) return text(digest || 'No pages.');

      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${digest}\n\nSummarize the next 20 pages?`,
            requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } }, required: ['more'] },
          }),
        },
        requestState: await wikiStateCodec.mint(
          {
            tool: 'summarize_space',
            spaceKey,
            maxTokens: SUMMARY_BUDGET_TOKENS,
            tokenCount,
            nextPageToken: encodeCursor(last.updatedAt, last.id),
          },
          ctx,
        ),
      });
    }),
  );

  server.registerTool(
    'import_confluence',
    {
      description: 'Import a Confluence space from your connected Atlassian site into a new wiki space.',
      inputSchema: z.object({}),
    },
    withToolTelemetry('import_confluence', async (_args: Record<string, never>, ctx: Ctx) => {
      const userId = userIdOf(ctx);
      const state = ctx.mcpReq.requestState<WikiState>();

      if (state === undefined) {
        const connection = await confluenceConnection(userId);
        if (!connection) return refuse('Connect Confluence under Settings → Integrations first.');
        const confluenceToken = connection.accessToken;
        const candidates = await listConfluenceSpaces(connection.cloudId, confluenceToken);
        if (candidates.length === 0) return text('Your Confluence site has no spaces you can read.');

        const handle = newHandle();
        await putPendingImport(handle, {
          userId,
          tool: 'import_confluence',
          expiresAt: Date.now() + PENDING_IMPORT_MS,
          cloudId: connection.cloudId,
          candidates,
        });
        return inputRequired({
          inputRequests: {
            space: inputRequired.elicit({
              message: 'Which Confluence space should be imported?',
              requestedSchema: {
                type: 'object',
                properties: { key: { type: 'string', enum: candidates.map((c) => c.key) } },
                required: ['key'],
              },
            }),
          },
          requestState: await wikiStateCodec.mint({ tool: 'import_confluence', handle }, ctx),
        });
      }

      if (state.tool !== 'import_confluence') return refuse('That continuation belongs to another tool. Start again.');
      const pending = await takePendingImport(state.handle);
      if (!pending || pending.userId !== userId || pending.tool !== 'import_confluence' || pending.expiresAt < Date.now()) {
        return refuse('This import request has expired. Start again.');
      }

      const picked = acceptedContent<{ key: string }>(ctx.mcpReq.inputResponses, 'space');
      const candidate = pending.candidates.find((c) => c.key === picked?.key);
      if (!candidate) return text('Import cancelled.');

      // The worker looks the Atlassian token up again by user id; the job only carries ids.
      const job = await importQueue.add('confluence-import', { userId, cloudId: pending.cloudId, spaceKey: candidate.key });
      return text(`Importing "${candidate.name}" (job ${job.id}). You will be notified when it is done.`);
    }),
  );
}
