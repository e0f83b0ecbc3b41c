import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { principal, rounds, type Round } from '../state.js';
import { wiki } from '../wiki.js';
import { ask, note, refuse, type ToolSpec } from './kit.js';

export const PURGE = 'purge_page';

const input = {
  pageId: z.string().regex(/^\d{1,12}$/),
  revision: z.number().int().positive(),
  reason: z.string().max(300).optional(),
};

type PurgeRound = Round<typeof PURGE, { pageId: string; revision: number; title: string; isSecret: boolean }>;

export const purge: ToolSpec<typeof input> = {
  config: {
    title: 'Purge page',
    description: 'Permanently delete a page and its whole history. Asks the user to confirm.',
    inputSchema: input,
    annotations: { destructiveHint: true },
  },

  async run({ pageId, revision, reason = 'not given' }, ctx) {
    const sealed = ctx.mcpReq.requestState<PurgeRound>();

    if (sealed === undefined) {
      const { title, version, classification } = await wiki.page(pageId);
      if (version !== revision) {
        return refuse(ask`"${title}" is at revision ${version}, not ${revision}; look at it again before purging.`);
      }
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: ask`Permanently delete "${title}" (revision ${revision}) and all of its history? This cannot be undone.`,
            requestedSchema: {
              type: 'object',
              properties: { purge: { type: 'boolean', title: 'Delete forever' } },
              required: ['purge'],
            },
          }),
        },
        requestState: await rounds.mint<typeof PURGE, Omit<PurgeRound, 'tool'>>(
          { tool: PURGE, pageId, revision, title, isSecret: classification === 'secret' },
          ctx,
        ),
      });
    }

    // The verify hook has checked the signature, the expiry and the user; the tool
    // and the arguments are ours to compare.
    const { tool, pageId: sealedPage, revision: sealedRevision, title, isSecret } = sealed;
    if (tool !== PURGE || sealedPage !== pageId || sealedRevision !== revision) {
      return refuse('That confirmation was given for another page or another action. Ask again.');
    }
    if (acceptedContent<{ purge?: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.purge !== true) {
      return note(`Kept "${title}".`);
    }
    await wiki.purge(pageId, {
      expectVersion: revision,
      reason,
      auditTag: isSecret ? 'purge:classified' : 'purge',
      actor: principal(ctx),
    });
    return note(`Purged "${title}" (page ${pageId}).`, { pageId, revision });
  },
};
