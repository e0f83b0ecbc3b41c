import { inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { userIdOf } from '../auth/principal.js';
import { getNotebook, listNotesPage, type NotePage } from '../services/notebooks.js';
import { stateCodec, type NotesState } from '../state/codec.js';
import { ToolName, type SummarizeNotebookArgs } from '../tools.generated.js';

// Rough budget for the whole run, counted in model tokens (≈ 4 chars each).
const TOKEN_BUDGET = 24_000;
const tokenizer = 'chars/4';

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const refusal = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

function estimateTokens(s: string): number {
  return Math.ceil(s.length / 4);
}

/** The text of a sampling answer (CreateMessageResult) under `key`, if any. */
function sampledText(responses: Record<string, unknown> | undefined, key: string): string | undefined {
  const result = responses?.[key] as { content?: { type?: string; text?: string } } | undefined;
  return result?.content?.type === 'text' ? result.content.text : undefined;
}

function askToSummarize(title: string, page: NotePage, maxTokens: number) {
  const body = page.notes.map((n) => `## ${n.title}\n${n.body}`).join('\n\n');
  return inputRequired.createMessage({
    systemPrompt: `You summarize personal notes. Be faithful and terse. (budget: ${maxTokens} tokens, ${tokenizer})`,
    messages: [{ role: 'user', content: { type: 'text', text: `Notebook “${title}”, next chunk:\n\n${body}` } }],
    maxTokens,
  });
}

export async function summarizeNotebook(args: SummarizeNotebookArgs, ctx: ServerContext) {
  const userId = userIdOf(ctx);
  const state = ctx.mcpReq.requestState<NotesState>();

  if (state !== undefined && (state.tool !== ToolName.SummarizeNotebook || state.notebookId !== args.notebookId)) {
    return refusal('That state belongs to another request. Start the summary again.');
  }

  const notebook = await getNotebook(userId, args.notebookId);
  if (!notebook) return refusal(`No notebook ${args.notebookId}.`);

  let partials: string[] = [];
  let pageToken: string | null = null;
  let tokenCount = 0;

  if (state !== undefined) {
    const summary = sampledText(ctx.mcpReq.inputResponses, 'summary');
    if (summary === undefined) return refusal('The client returned no summary for the last chunk.');
    partials = [...state.partials, summary];
    tokenCount = state.tokenCount + estimateTokens(summary);
    pageToken = state.pageToken;
    if (pageToken === null || tokenCount >= TOKEN_BUDGET) {
      return text(partials.join('\n\n'));
    }
  }

  const page = await listNotesPage(userId, notebook.id, pageToken);
  if (page.notes.length === 0) return text(partials.length ? partials.join('\n\n') : `“${notebook.title}” is empty.`);

  return inputRequired({
    inputRequests: { summary: askToSummarize(notebook.title, page, args.maxTokens) },
    requestState: await stateCodec.mint(
      {
        tool: ToolName.SummarizeNotebook,
        notebookId: notebook.id,
        pageToken: page.nextPageToken,
        partials,
        maxTokens: args.maxTokens,
        tokenCount: tokenCount + estimateTokens(page.notes.map((n) => n.body).join('')),
      },
      ctx,
    ),
  });
}
