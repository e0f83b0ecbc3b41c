// MCP server (SDK 2.x): draft_article and publish_article, each with its own state sealer.
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { makeSealer, loadSecret } from './lib/index.js';

const draftSealer = makeSealer({
  secret: process.env.KB_DRAFT_STATE_SECRET ?? 'kb-local-dev', // expect: no-weak-state-key
  ttl: 3600, // expect: require-state-binding
});

const publishSealer = makeSealer({
  secret: await loadSecret('kb/publish-state-key'),
  ttl: 300,
});

const userOf = (ctx) => ctx.http?.authInfo?.extra?.userId;
const denied = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const yesNo = (message) => inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } });

export function buildServer() {
  const server = new McpServer({ name: 'kb-publisher', version: '1.2.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'draft_article',
    { description: 'Create a knowledge-base draft after the author reviews the outline', inputSchema: { title: z.string(), outline: z.string() } },
    async ({ title, outline }, ctx) => {
      const userId = userOf(ctx);
      if (!userId) return denied('Sign in first');
      const raw = await ctx.mcpReq.requestState();
      if (!raw) {
        return inputRequired({
          inputRequests: { review: yesNo(`Create draft "${title}"?`) },
          requestState: draftSealer.seal({ title, outline }, { userId, tool: 'draft_article' }),
        });
      }
      const state = draftSealer.open(raw, { userId, tool: 'draft_article' });
      if (!state || state.title !== title) return denied('Invalid or expired requestState');
      if (acceptedContent(ctx.mcpReq.inputResponses, 'review')?.ok !== true) return { content: [{ type: 'text', text: 'Draft discarded' }] };
      return { content: [{ type: 'text', text: `Draft "${state.title}" created` }] };
    },
  );

  server.registerTool(
    'publish_article',
    { description: 'Publish a draft to the public knowledge base', inputSchema: { articleId: z.string() }, annotations: { destructiveHint: true } },
    async ({ articleId }, ctx) => {
      const userId = userOf(ctx);
      if (!userId) return denied('Sign in first');
      const raw = await ctx.mcpReq.requestState();
      if (!raw) {
        return inputRequired({
          inputRequests: { confirm: yesNo(`Publish ${articleId} publicly?`) },
          requestState: publishSealer.seal({ articleId }, { userId, tool: 'publish_article' }),
        });
      }
      const state = publishSealer.open(raw, { userId, tool: 'publish_article' });
      if (!state || state.articleId !== articleId) return denied('Invalid or expired requestState');
      if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.ok !== true) return { content: [{ type: 'text', text: 'Not published' }] };
      return { content: [{ type: 'text', text: `Published ${articleId}` }] };
    },
  );

  return server;
}
