// Models a @modelcontextprotocol/server 2.x summariser whose sealed state tracks LLM token budgets and tokenizer settings — token words that are not credentials.
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { sealState, openState } from 'eslint-plugin-mcp-state/seal';
import Anthropic from '@anthropic-ai/sdk';
import * as z from 'zod/v4';

const anthropic = new Anthropic({ apiKey: process.env.ANTHROPIC_API_KEY });
const TOOL = 'summarize_document';

type SummaryState = { documentId: string; maxTokens: number; tokenCount: number; totalTokens: number; tokenizer: string; tokenType: string; chunks: number };

export function createServer(): McpServer {
  const server = new McpServer({ name: 'summarizer', version: '1.3.0' }, { capabilities: { tools: {} } });
  server.registerTool(
    TOOL,
    { description: 'Summarise a long document, asking how detailed the summary should be', inputSchema: z.object({ documentId: z.string(), text: z.string() }) },
    async ({ documentId, text }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string;
      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const count = await anthropic.messages.countTokens({ model: 'claude-sonnet-4-5', messages: [{ role: 'user', content: text }] });
        const state: SummaryState = {
          documentId,
          maxTokens: 1024,
          tokenCount: count.input_tokens,
          totalTokens: count.input_tokens + 1024,
          tokenizer: 'claude',
          tokenType: 'input',
          chunks: Math.ceil(count.input_tokens / 50_000),
        };
        return inputRequired({
          inputRequests: { detail: inputRequired.elicit({ message: `About ${count.input_tokens} tokens. Detail level?`, requestedSchema: z.object({ detail: z.enum(['brief', 'full']) }) }) },
          requestState: sealState(state, { userId, tool: TOOL }),
        });
      }
      const opened = openState<SummaryState>(raw, { userId, tool: TOOL });
      if (!opened.ok) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      const detail = acceptedContent<{ detail: string }>(ctx.mcpReq.inputResponses, 'detail')?.detail ?? 'brief';
      const message = await anthropic.messages.create({
        model: 'claude-sonnet-4-5',
        max_tokens: detail === 'full' ? opened.state.maxTokens * 2 : opened.state.maxTokens,
        messages: [{ role: 'user', content: `Summarise (${detail}):\n\n${text}` }],
      });
      const usage = { inputTokens: message.usage.input_tokens, outputTokens: message.usage.output_tokens };
      return {
        content: [{ type: 'text', text: message.content.map((block) => (block.type === 'text' ? block.text : '')).join('') }],
        _meta: { usage, budget: opened.state.totalTokens },
      };
    },
  );

  server.registerTool(
    'estimate_cost',
    { description: 'Estimate the cost of a batch', inputSchema: z.object({ documents: z.number() }) },
    async ({ documents }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string;
      return inputRequired({
        inputRequests: { model: inputRequired.elicit({ message: 'Which model?', requestedSchema: z.object({ model: z.string() }) }) },
        requestState: sealState(
          { documents, maxOutputTokens: Number(process.env.MAX_OUTPUT_TOKENS ?? 4096), tokensPerDocument: 12_000, csrfTokenName: 'x-csrf' },
          { userId, tool: 'estimate_cost' },
        ),
      });
    },
  );
  return server;
}
