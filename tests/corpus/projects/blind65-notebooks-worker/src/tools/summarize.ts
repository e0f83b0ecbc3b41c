// summarize_notebook: map-reduce over the client's own model via sampling.
// One sampling round per chunk of notes, then one to merge the partial summaries.
import type { CallContext } from '../rpc';
import { getNotebook, type Note } from '../notebooks';
import { openState, sealState } from '../state/seal';
import type { ToolCall, ToolResult } from './index';

const TOOL = 'summarize_notebook';
const CHUNK_CHARS = 12_000;
const MAX_TOKENS = 700;

export const summarizeTool = {
  name: TOOL,
  description: "Summarize a notebook using the client's model.",
  inputSchema: {
    type: 'object',
    properties: {
      notebookId: { type: 'string' },
      style: { type: 'string', enum: ['bullets', 'prose'], default: 'bullets' },
    },
    required: ['notebookId'],
  },
  annotations: { readOnlyHint: true },
};

interface Progress {
  chunk: number;
  chunks: number;
  partials: string[];
  maxTokens: number;
  tokenCount: number;
}

function chunkNotes(notes: Note[]): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const note of notes) {
    const piece = `## ${note.title}\n${note.body}\n\n`;
    if (current && current.length + piece.length > CHUNK_CHARS) {
      chunks.push(current);
      current = '';
    }
    current += piece.slice(0, CHUNK_CHARS);
  }
  if (current) chunks.push(current);
  return chunks;
}

const sampling = (prompt: string, maxTokens: number) => ({
  method: 'sampling/createMessage',
  params: {
    messages: [{ role: 'user', content: { type: 'text', text: prompt } }],
    systemPrompt: 'You summarize personal notes faithfully. Do not invent facts.',
    maxTokens,
    includeContext: 'none',
  },
});

export async function runSummarize(call: ToolCall, ctx: CallContext): Promise<ToolResult> {
  const notebookId = String(call.arguments.notebookId ?? '');
  const style = call.arguments.style === 'prose' ? 'prose' : 'bullets';
  const binding = { userId: ctx.userId, tool: TOOL, args: { notebookId, style } };

  const notebook = await getNotebook(ctx.env, ctx.userId, notebookId);
  if (!notebook) return { isError: true, content: [{ type: 'text', text: `No notebook ${notebookId}.` }] };
  const chunks = chunkNotes(notebook.notes);
  if (chunks.length === 0) return { content: [{ type: 'text', text: 'That notebook is empty.' }] };

  let progress: Progress;
  if (call.requestState === undefined) {
    progress = { chunk: 0, chunks: chunks.length, partials: [], maxTokens: MAX_TOKENS, tokenCount: 0 };
  } else {
    const opened = await openState<Progress>(ctx.env, call.requestState, binding);
    if (!opened.ok) return { isError: true, content: [{ type: 'text', text: `Summary interrupted (${opened.reason}); start again.` }] };
    progress = opened.data;
    const reply = call.inputResponses.summary_part as { content?: { type?: string; text?: string } } | undefined;
    const partial = reply?.content?.type === 'text' ? reply.content.text ?? '' : '';
    if (!partial) return { isError: true, content: [{ type: 'text', text: 'The model returned no text.' }] };
    if (progress.chunk >= progress.chunks) {
      return { content: [{ type: 'text', text: partial }] };
    }
    progress = {
      ...progress,
      chunk: progress.chunk + 1,
      partials: [...progress.partials, partial],
      tokenCount: progress.tokenCount + Math.ceil(partial.length / 4),
    };
  }

  const prompt =
    progress.chunk < chunks.length
      ? `Summarize these notes from "${notebook.title}" as ${style}:\n\n${chunks[progress.chunk]}`
      : `Merge these partial summaries of "${notebook.title}" into one ${style} summary:\n\n${progress.partials.join('\n\n---\n\n')}`;

  return {
    resultType: 'input_required',
    inputRequests: { summary_part: sampling(prompt, progress.maxTokens) },
    requestState: await sealState(ctx.env, progress, binding),
  };
}
