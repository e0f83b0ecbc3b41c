// Models an MCP server on @modelcontextprotocol/server 2.x that uses createRequestStateCodec and sampling with LLM token budgets (maxTokens, totalTokens) — no secret comparisons.
// @ts-nocheck
import { McpServer, createRequestStateCodec, inputRequired, isInputRequiredResult } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { countTokens, loadDocument } from './documents.mjs';

const MAX_CONTEXT_TOKENS = 120_000;
const DEFAULT_MAX_TOKENS = 1024;

interface SummaryState {
  documentId: string;
  chunk: number;
}

const codec = createRequestStateCodec<SummaryState>({
  key: Buffer.from(process.env.MCP_STATE_KEY!, 'base64'),
  ttlSeconds: 600,
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:summarize_document`,
});

export const server = new McpServer(
  { name: 'summarizer', version: '2.4.0' },
  { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
);

server.registerTool(
  'summarize_document',
  { description: 'Summarize a long document with the client model', inputSchema: z.object({ documentId: z.string(), maxTokens: z.number().optional() }) },
  async ({ documentId, maxTokens = DEFAULT_MAX_TOKENS }, ctx) => {
    const doc = await loadDocument(documentId);
    const tokenCount = countTokens(doc.text);
    if (tokenCount === 0) {
      return { content: [{ type: 'text', text: 'The document is empty.' }] };
    }
    if (tokenCount > MAX_CONTEXT_TOKENS && maxTokens !== DEFAULT_MAX_TOKENS) {
      return { isError: true, content: [{ type: 'text', text: 'Document too long for a custom budget' }] };
    }
    const state = ctx.mcpReq.requestState<SummaryState>();
    const sampled = ctx.mcpReq.inputResponses?.summary;
    if (state === undefined || sampled === undefined) {
      return inputRequired({
        inputRequests: {
          summary: inputRequired.createMessage({
            messages: [{ role: 'user', content: { type: 'text', text: doc.text.slice(0, 200_000) } }],
            maxTokens,
            systemPrompt: 'Summarize in five bullet points.',
          }),
        },
        requestState: await codec.mint({ documentId, chunk: 0 }, ctx),
      });
    }
    if (state.documentId !== documentId) {
      return { isError: true, content: [{ type: 'text', text: 'State belongs to another document' }] };
    }
    const usage = sampled.usage ?? { totalTokens: 0 };
    if (usage.totalTokens === maxTokens || sampled.stopReason === 'maxTokens') {
      return { content: [{ type: 'text', text: `${sampled.content.text}\n\n(truncated at ${maxTokens} tokens)` }] };
    }
    return { content: [{ type: 'text', text: sampled.content.text }] };
  },
);

export function needsAnotherRound(result: unknown): boolean {
  return isInputRequiredResult(result) && (result as { resultType: string }).resultType === 'input_required';
}
