import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { base } from '../config.js';
import { shareLink } from '../links.js';
import { check, looksSigned, sign } from '../lib/jwt.js';
import { refuse, text } from '../lib/util.js';
import { who } from '../principal.js';
import { addShare, notebook } from '../sync.js';

const NAME = 'share_notebook';

export function register(server) {
  server.registerTool(
    NAME,
    {
      description: 'Share a notebook with someone by e-mail. Asks who and with which role.',
      inputSchema: z.object({ notebookId: z.string() }),
    },
    async ({ notebookId }, ctx) => {
      const user = who(ctx);
      const o = { ...base, aud: NAME, sub: user, ttl: '10m' };
      const blob = ctx.mcpReq.requestState();

      if (blob === undefined) {
        const res = await notebook(user, notebookId);
        return inputRequired({
          inputRequests: {
            invite: inputRequired.elicit({
              message: `Share "${res.title}" with…`,
              requestedSchema: {
                type: 'object',
                properties: {
                  email: { type: 'string', format: 'email' },
                  role: { type: 'string', enum: ['viewer', 'editor'], default: 'viewer' },
                },
                required: ['email'],
              },
            }),
          },
          requestState: await sign({ nb: res.id }, o),
        });
      }

      const data = looksSigned(blob) ? await check(blob, o) : null;
      if (!data || data.nb !== notebookId) return refuse('This share request expired or was for another notebook.');

      const invite = acceptedContent(ctx.mcpReq.inputResponses, 'invite');
      if (!invite?.email) return text('Not shared.');
      const role = invite.role === 'editor' ? 'editor' : 'viewer';
      await addShare(user, data.nb, invite.email, role);
      return text(`Shared with ${invite.email} as ${role}. Link: ${await shareLink(data.nb, invite.email, role)}`);
    },
  );
}
