// restore_version tool: lets the user pick an earlier version of a record and makes it current again.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { stamp, stampMatches } from '../state/codec.js';

const TOOL = 'restore_version';

export function registerRestoreVersion(server, { catalog, vault, codec }) {
  server.registerTool(
    TOOL,
    {
      description: 'Restore an earlier version of a record. The current version is kept in history.',
      inputSchema: { recordId: z.string().uuid() },
      annotations: { destructiveHint: false, idempotentHint: false },
    },
    async (args, ctx) => {
      const extra = ctx.http?.authInfo?.extra;
      if (!extra?.userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

      const record = await catalog.record(args.recordId, extra.department);
      if (!record) return { isError: true, content: [{ type: 'text', text: 'Record not found in your department.' }] };

      const state = await ctx.mcpReq.requestState();
      if (!state) {
        const listing = await vault.versions(record.id);
        const versions = (listing?.versions ?? []).filter((v) => !v.current);
        if (versions.length === 0) return { content: [{ type: 'text', text: 'There are no earlier versions.' }] };

        const requestState = await codec.mint(
          stamp(TOOL, { recordId: record.id, versionIds: versions.map((v) => v.id) }, args),
          ctx,
        );
        return inputRequired({
          inputRequests: {
            version: inputRequired.elicit({
              message: `Which version of "${record.title}" should become current?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  versionId: {
                    type: 'string',
                    oneOf: versions.map((v) => ({ const: v.id, title: `${v.created_at} by ${v.author}` })),
                  },
                },
                required: ['versionId'],
              },
            }),
          },
          requestState,
        });
      }

      if (!stampMatches(state, TOOL, args)) {
        return { isError: true, content: [{ type: 'text', text: 'This selection belongs to a different request.' }] };
      }
      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'version');
      if (!pick || !state.versionIds.includes(pick.versionId)) {
        return { content: [{ type: 'text', text: 'No version restored.' }] };
      }

      const result = await vault.restore(record.id, pick.versionId, extra.userId);
      await catalog.audit({ actor: extra.userId, action: 'restore', recordId: record.id, detail: { versionId: pick.versionId } });
      return {
        content: [{ type: 'text', text: `Version ${pick.versionId} of "${record.title}" is now current.` }],
        structuredContent: { recordId: record.id, newVersionId: result?.versionId },
      };
    },
  );
}
