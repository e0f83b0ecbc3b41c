// purge_record tool: permanently deletes a record past retention once the officer retypes its title.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { stamp, stampMatches } from '../state/codec.js';

const TOOL = 'purge_record';

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerPurgeRecord(server, { catalog, vault, codec, clock = () => new Date() }) {
  server.registerTool(
    TOOL,
    {
      description: 'Permanently purge a record whose retention period has ended. Requires the records-officer role.',
      inputSchema: {
        recordId: z.string().uuid(),
        reason: z.enum(['retention_expired', 'duplicate', 'data_subject_request']),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const extra = ctx.http?.authInfo?.extra;
      if (!extra?.userId) return refuse('Sign in first.');
      if (!extra.canPurge) return refuse('Only records officers can purge records.');

      const record = await catalog.record(args.recordId, extra.department);
      if (!record) return refuse('Record not found in your department.');
      if (record.on_hold) return refuse('Record is under legal hold.');
      if (record.retention_until && new Date(record.retention_until) > clock()) {
        return refuse(`Retention runs until ${record.retention_until}.`);
      }

      const state = await ctx.mcpReq.requestState();
      if (!state) {
        const requestState = await codec.mint(stamp(TOOL, { recordId: record.id, title: record.title }, args), ctx);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Purging "${record.title}" cannot be undone. Type the record title to confirm.`,
              requestedSchema: {
                type: 'object',
                properties: { title: { type: 'string', title: 'Record title' } },
                required: ['title'],
              },
            }),
          },
          requestState,
        });
      }

      if (!stampMatches(state, TOOL, args) || state.recordId !== record.id) {
        return refuse('This confirmation does not match the request. Start again.');
      }
      const typed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (typed?.title?.trim() !== state.title) return refuse('Title did not match; nothing was purged.');

      await vault.purge(record.id, { requestedBy: extra.userId, reason: args.reason });
      await catalog.markPurgeRequested(record.id, extra.userId);
      await catalog.audit({ actor: extra.userId, action: 'purge_requested', recordId: record.id, detail: { reason: args.reason } });
      return { content: [{ type: 'text', text: `Purge of "${record.title}" requested; the vault will confirm shortly.` }] };
    },
  );
}
