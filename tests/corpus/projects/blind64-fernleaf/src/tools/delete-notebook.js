import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { base } from '../config.js';
import { check, looksSigned, sign } from '../lib/jwt.js';
import { refuse, text } from '../lib/util.js';
import { who } from '../principal.js';
import { notebook, removeNotebook } from '../sync.js';

const NAME = 'delete_notebook';

export function register(server) {
  server.registerTool(
    NAME,
    {
      description: 'Delete a notebook and all its pages. Asks for confirmation.',
      inputSchema: z.object({ notebookId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ notebookId }, ctx) => {
      const user = who(ctx);
      const o = { ...base, aud: NAME, sub: user, ttl: '5m' };
      const blob = ctx.mcpReq.requestState();

      if (blob === undefined) {
        const res = await notebook(user, notebookId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete "${res.title}" and its ${res.pageCount} pages? This cannot be undone.`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await sign({ nb: notebookId, title: res.title }, o),
        });
      }

      const data = looksSigned(blob) ? await check(blob, o) : null;
      if (!data || data.nb !== notebookId) return refuse('This confirmation expired or was for another notebook.');

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return text(`Kept "${data.title}".`);
      await removeNotebook(user, data.nb);
      return text(`Deleted "${data.title}".`);
    },
  );
}
