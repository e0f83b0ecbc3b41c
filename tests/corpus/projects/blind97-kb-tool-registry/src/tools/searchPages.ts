// search_pages tool: full-text search, asking which space to search when the query hits several.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { readableSpaces, searchPages, hitCountsBySpace } from '../store.js';
import type { KbTool } from '../registry.js';

const tool: KbTool = {
  name: 'search_pages',
  scope: 'kb:read',
  config: {
    title: 'Search knowledge base',
    description: 'Search pages in the spaces you can read. If several spaces match, you choose one.',
    inputSchema: z.object({ query: z.string().min(2).max(200), space: z.string().optional() }),
    annotations: { readOnlyHint: true },
  },
  async handler(args, ctx, kit) {
    const spaces = await readableSpaces(kit.userId);
    const readable = new Set(spaces.map((s) => s.key));

    if (args.space) {
      if (!readable.has(args.space)) return { isError: true, content: [{ type: 'text', text: `No access to space ${args.space}.` }] };
      return { content: [{ type: 'text', text: JSON.stringify(await searchPages([args.space], args.query), null, 2) }] };
    }

    const pending = kit.resume();
    if (pending) {
      if (pending.query !== args.query) return { isError: true, content: [{ type: 'text', text: 'The query changed; search again.' }] };
      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'space');
      const spaceKey = pick?.spaceKey;
      if (!spaceKey || !pending.spaceKeys.includes(spaceKey) || !readable.has(spaceKey)) {
        return { isError: true, content: [{ type: 'text', text: 'Pick one of the offered spaces.' }] };
      }
      return { content: [{ type: 'text', text: JSON.stringify(await searchPages([spaceKey], args.query), null, 2) }] };
    }

    const counts = await hitCountsBySpace([...readable], args.query);
    if (counts.length <= 1) {
      return { content: [{ type: 'text', text: JSON.stringify(await searchPages([...readable], args.query), null, 2) }] };
    }

    const names = new Map(spaces.map((s) => [s.key, s.name]));
    return kit.suspend(
      {
        space: inputRequired.elicit({
          message: `"${args.query}" matches pages in ${counts.length} spaces. Which one?`,
          requestedSchema: {
            type: 'object',
            properties: {
              spaceKey: {
                type: 'string',
                oneOf: counts.map((c) => ({ const: c.space_key, title: `${names.get(c.space_key)} (${c.hits})` })),
              },
            },
            required: ['spaceKey'],
          },
        }),
      },
      { query: args.query, spaceKeys: counts.map((c) => c.space_key) },
    );
  },
};

export default tool;
