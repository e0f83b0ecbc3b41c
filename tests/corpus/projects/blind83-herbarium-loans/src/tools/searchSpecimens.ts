// search_specimens: finds this herbarium's specimens via GBIF, asking the curator to narrow very broad searches.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { codec, stateFor, stateMatches } from '../state.js';
import { searchOccurrences } from '../gbif.js';
import { holdingsByOccurrence } from '../db.js';
import { curatorOf } from '../auth.js';

const TOOL = 'search_specimens';
const BROAD = 300;
const PAGE = 50;

export function registerSearchSpecimens(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Search the herbarium holdings by scientific name (via GBIF). Very broad searches are narrowed interactively.',
      inputSchema: z.object({ scientificName: z.string().min(3), page: z.number().int().min(0).default(0) }),
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args, ctx) => {
      curatorOf(ctx);
      const state = await ctx.mcpReq.requestState();
      let filters = {};

      if (state) {
        if (!stateMatches(state, TOOL, { scientificName: args.scientificName })) {
          return { isError: true, content: [{ type: 'text', text: 'Those search refinements belong to a different search.' }] };
        }
        const refine = acceptedContent(ctx.mcpReq.inputResponses, 'refine') ?? {};
        filters = { country: refine.country || undefined, yearFrom: refine.yearFrom, yearTo: refine.yearTo };
      }

      const offset = state ? Number(state.pageToken) : args.page * PAGE;
      const page = await searchOccurrences({ scientificName: args.scientificName, ...filters, offset, limit: PAGE });

      if (!state && page.count > BROAD) {
        const requestState = await codec.mint(
          stateFor(TOOL, { pageToken: String(offset), gbifApi: 'v1' }, { scientificName: args.scientificName }),
          ctx,
        );
        return inputRequired({
          inputRequests: {
            refine: inputRequired.elicit({
              message: `${page.count} records match "${args.scientificName}". Narrow the search?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  country: { type: 'string', title: 'Country (ISO code)', pattern: '^[A-Z]{2}$' },
                  yearFrom: { type: 'integer', title: 'Collected from year' },
                  yearTo: { type: 'integer', title: 'Collected up to year' },
                },
              },
            }),
          },
          requestState,
        });
      }

      const holdings = await holdingsByOccurrence(page.results.map((r) => String(r.key)));
      if (holdings.length === 0) return { content: [{ type: 'text', text: `No holdings found (${page.count} GBIF records).` }] };
      const lines = holdings.map(
        (h) => `${h.catalog_number}  ${h.scientific_name}  cabinet ${h.cabinet}  ${h.status}${h.loanable ? '' : '  (not loanable)'}`,
      );
      return { content: [{ type: 'text', text: `${lines.join('\n')}\n\n${page.count} GBIF records in total.` }] };
    },
  );
}
