import OpenAI from 'openai';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import type { PluginHost, Services } from '../plugin-host.js';
import { readOwnState, stateCodec, ForeignStateError, type PluginState } from '../state/codec.js';
import { summarizer } from '../config.js';

const TOOL = 'summarize_notebook';
const PAGES_PER_ROUND = 15;

interface SummarizeState extends PluginState {
  notebookId: string;
  pageToken?: string;
  tokenCount: number;
  maxTokens: number;
  partial: string[];
}

const input = z.object({ notebookId: z.string(), style: z.enum(['bullets', 'prose']).default('bullets') });
const more = z.object({ continue: z.boolean() });

const openai = new OpenAI();

async function summarizePages(pages: { title: string; body: string }[], style: string) {
  const completion = await openai.chat.completions.create({
    model: summarizer.model,
    max_tokens: summarizer.maxTokens,
    messages: [
      { role: 'system', content: `Summarize these notebook pages as ${style}. Keep names and dates.` },
      { role: 'user', content: pages.map((p) => `# ${p.title}\n${p.body}`).join('\n\n') },
    ],
  });
  return { text: completion.choices[0]?.message.content ?? '', used: completion.usage?.total_tokens ?? 0 };
}

export default function setup(host: PluginHost, { notes }: Services) {
  host.register<z.infer<typeof input>>(TOOL, {
    config: {
      title: 'Summarize notebook',
      description: 'Summarize a notebook a batch of pages at a time; asks before spending more tokens.',
      inputSchema: input,
      annotations: { readOnlyHint: true },
    },

    async handle({ notebookId, style }, ctx) {
      const userId = String(ctx.http?.authInfo?.extra?.userId);
      const state = readOwnState<SummarizeState>(ctx, TOOL);
      if (state && state.notebookId !== notebookId) throw new ForeignStateError('notebookId');

      if (state) {
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'more', more);
        if (answer?.continue !== true) {
          return { content: [{ type: 'text', text: state.partial.join('\n\n') + '\n\n(stopped early)' }] };
        }
      }

      const page = await notes.listPages(userId, notebookId, { pageToken: state?.pageToken, limit: PAGES_PER_ROUND });
      const { text, used } = await summarizePages(page.pages, style);
      const partial = [...(state?.partial ?? []), text];
      const tokenCount = (state?.tokenCount ?? 0) + used;

      if (!page.nextPageToken) {
        return { content: [{ type: 'text', text: partial.join('\n\n') }] };
      }

      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `Summarized ${partial.length * PAGES_PER_ROUND} pages so far (${tokenCount} tokens). Continue?`,
            requestedSchema: more,
          }),
        },
        requestState: await stateCodec.mint(
          {
            tool: TOOL,
            notebookId,
            pageToken: page.nextPageToken,
            tokenCount,
            maxTokens: summarizer.tokenBudgetPerRun,
            partial,
          },
          ctx,
        ),
      });
    },
  });
}
