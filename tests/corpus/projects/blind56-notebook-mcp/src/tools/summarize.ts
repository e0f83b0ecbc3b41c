import * as z from 'zod/v4';
import { inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { userIdOf } from '../auth.js';
import type { Cell, NotebookStore } from '../notebooks.js';
import type { NotebookCodec, NotebookRound, SummarizeRound } from '../state.js';

const TOOL = 'summarize_notebook';
const CELLS_PER_CHUNK = 20;
const SAMPLE = 'chunk_summary';

interface SampledText {
  role: 'assistant';
  content: { type: 'text'; text: string } | { type: string };
  model?: string;
}

const refuse = (why: string) => ({ isError: true, content: [{ type: 'text' as const, text: `${why} Run the summary again.` }] });

// ~4 characters per token is close enough to stop before the budget
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

function chunkPrompt(title: string, chunk: number, cells: Cell[]): string {
  const body = cells.map((cell) => (cell.kind === 'code' ? '```\n' + cell.source + '\n```' : cell.source)).join('\n\n');
  return `Notebook "${title}", part ${chunk + 1}. Summarize the findings in a few bullet points:\n\n${body}`;
}

export function registerSummarize(server: McpServer, { codec, store }: { codec: NotebookCodec; store: NotebookStore }) {
  server.registerTool(
    TOOL,
    {
      description: "Summarize a notebook with your own model, 20 cells at a time.",
      inputSchema: z.object({
        notebookId: z.uuid(),
        maxTokens: z.number().int().min(64).max(4096).default(600),
      }),
      annotations: { readOnlyHint: true },
    },
    async ({ notebookId, maxTokens }, ctx) => {
      const userId = userIdOf(ctx);
      const notebook = await store.get(userId, notebookId);
      if (!notebook) return refuse('No such notebook.');

      const state = ctx.mcpReq.requestState<NotebookRound>();
      let round: SummarizeRound;
      let pageToken: string | undefined;

      if (state === undefined) {
        round = { tool: TOOL, notebookId, chunk: 0, partials: [], tokenCount: 0, maxTokens, nextPageToken: null };
      } else {
        if (state.tool !== TOOL) return refuse('That state belongs to another tool.');
        if (state.notebookId !== notebookId) return refuse('That state was for another notebook.');

        const sampled = ctx.mcpReq.inputResponses?.[SAMPLE] as SampledText | undefined;
        if (!sampled || sampled.content.type !== 'text' || !('text' in sampled.content)) {
          return refuse('The summary of the last part is missing.');
        }
        const partial = sampled.content.text;
        round = {
          ...state,
          partials: [...state.partials, partial],
          tokenCount: state.tokenCount + estimateTokens(partial),
        };
        if (state.nextPageToken === null || round.tokenCount >= round.maxTokens) {
          const parts = round.partials.map((text, i) => `Part ${i + 1}\n${text}`).join('\n\n');
          return { content: [{ type: 'text' as const, text: `Summary of "${notebook.title}"\n\n${parts}` }] };
        }
        pageToken = state.nextPageToken;
      }

      const page = await store.cells(userId, notebookId, { pageToken, limit: CELLS_PER_CHUNK });
      return inputRequired({
        inputRequests: {
          [SAMPLE]: inputRequired.createMessage({
            messages: [{ role: 'user', content: { type: 'text', text: chunkPrompt(notebook.title, round.chunk, page.cells) } }],
            systemPrompt: 'You summarize lab notebooks for the scientists who wrote them. Be terse and concrete.',
            maxTokens: Math.max(64, round.maxTokens - round.tokenCount),
          }),
        },
        requestState: await codec.mint(
          { ...round, tool: TOOL, chunk: round.chunk + 1, nextPageToken: page.nextPageToken },
          ctx,
        ),
      });
    },
  );
}
