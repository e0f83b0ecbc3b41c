// Models a @modelcontextprotocol/server 2.x search tool with a verify hook: the verified payload holds a JSON string that is parsed again, and a signed envelope is built by hand — both fine.
import { McpServer, createRequestStateCodec, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { createHmac, randomUUID } from 'node:crypto';
import * as z from 'zod/v4';
import { searchIndex, pendingSearches } from './search.js';

const codec = createRequestStateCodec({ // expect: require-state-binding
  key: Buffer.from(process.env.SEARCH_STATE_KEY, 'base64'),
  ttlSeconds: 600,
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:search`,
});

const envelopeMac = (body) => createHmac('sha256', process.env.SEARCH_ENVELOPE_KEY).update(body).digest('base64url');

export function createServer() {
  const server = new McpServer({ name: 'search', version: '2.0.0' }, { capabilities: { tools: {} }, requestState: { verify: codec.verify } });

  server.registerTool('search', { description: 'Search with follow-up filters', inputSchema: z.object({ query: z.string() }) }, async ({ query }, ctx) => {
    const state = ctx.mcpReq.requestState();
    if (!state) {
      const filters = JSON.stringify({ lang: 'en', since: null });
      return inputRequired({
        inputRequests: { filters: inputRequired.elicit({ message: 'Narrow the results?', requestedSchema: z.object({ lang: z.string() }) }) },
        requestState: await codec.mint({ query, filters }, ctx),
      });
    }
    const filters = JSON.parse(state.filters);
    const lang = acceptedContent(ctx.mcpReq.inputResponses, 'filters')?.lang ?? filters.lang;
    const hits = await searchIndex(state.query, { ...filters, lang });
    return { content: [{ type: 'text', text: hits.map((hit) => hit.title).join('\n') }] };
  });

  server.registerTool('saved_search', { description: 'Save a search for later', inputSchema: z.object({ query: z.string() }) }, async ({ query }, ctx) => {
    if (!ctx.mcpReq.requestState()) {
      const body = Buffer.from(JSON.stringify({ query, savedAt: Date.now() })).toString('base64url');
      return inputRequired({
        inputRequests: { name: inputRequired.elicit({ message: 'Name this search', requestedSchema: z.object({ name: z.string() }) }) },
        requestState: await codec.mint({ envelope: `${body}.${envelopeMac(body)}` }, ctx),
      });
    }
    return { content: [{ type: 'text', text: 'Saved' }] };
  });

  server.registerTool('bulk_search', { description: 'Queue many searches', inputSchema: z.object({ queries: z.array(z.string()) }) }, async ({ queries }, ctx) => {
    const ticket = randomUUID();
    await pendingSearches.set(ticket, JSON.stringify({ queries, owner: ctx.http?.authInfo?.clientId }));
    return inputRequired({
      inputRequests: { confirm: inputRequired.elicit({ message: `Run ${queries.length} searches?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
      requestState: await codec.mint({ ticket }, ctx),
    });
  });

  return server;
}
