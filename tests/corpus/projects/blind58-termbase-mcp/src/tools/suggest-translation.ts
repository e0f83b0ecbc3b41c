import * as z from 'zod';
import { inputRequired, type CreateMessageResult, type McpServer } from '@modelcontextprotocol/server';
import { principal } from '../auth.js';
import { mintRound, readRound } from '../state.js';
import { requiredTerms, saveSuggestion, segment } from '../termbase.js';

const TOOL = 'suggest_translation';
const MAX_ATTEMPTS = 2;

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const fail = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

function draftRequest(source: string, locale: string, terms: Array<{ source: string; target: string }>, maxTokens: number, feedback?: string) {
  const glossary = terms.map((t) => `- "${t.source}" → "${t.target}"`).join('\n') || '(no glossary terms apply)';
  return inputRequired.createMessage({
    systemPrompt: 'You are a professional software localiser. Answer with the translation only.',
    messages: [
      {
        role: 'user',
        content: {
          type: 'text',
          text:
            `Translate into ${locale}, using these approved terms exactly:\n${glossary}\n\nText:\n${source}` +
            (feedback ? `\n\nYour previous draft was rejected: ${feedback}` : ''),
        },
      },
    ],
    maxTokens,
    temperature: 0.2,
  });
}

export function registerSuggestTranslation(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Suggest a translation',
      description: "Drafts a translation for a segment with the client's model and checks it against the approved terms.",
      inputSchema: z.object({
        segmentId: z.string(),
        locale: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/),
      }),
    },
    async ({ segmentId, locale }, ctx) => {
      const userId = principal(ctx);
      const seg = await segment(segmentId);
      if (!seg) return fail(`No segment ${segmentId}.`);
      const terms = await requiredTerms(seg.glossaryId, seg.source, locale);
      const maxTokens = Math.min(2000, 64 + seg.source.length * 2);

      const round = readRound(ctx, TOOL);
      if (round === null) return fail('That draft belongs to another tool call. Ask again.');

      if (round === undefined) {
        return inputRequired({
          inputRequests: { draft: draftRequest(seg.source, locale, terms, maxTokens) },
          requestState: await mintRound(ctx, { tool: TOOL, segmentId, locale, maxTokens, attempt: 1 }),
        });
      }
      if (round.segmentId !== segmentId || round.locale !== locale) {
        return fail('That draft was for another segment. Ask again.');
      }

      const reply = ctx.mcpReq.inputResponses?.draft as CreateMessageResult | undefined;
      const draft = reply?.content.type === 'text' ? reply.content.text.trim() : '';
      if (!draft) return text('No draft came back from the model.');

      const missing = terms.filter((t) => !draft.toLowerCase().includes(t.target.toLowerCase()));
      if (missing.length > 0 && round.attempt < MAX_ATTEMPTS) {
        const feedback = `it must use ${missing.map((t) => `"${t.target}"`).join(', ')}`;
        return inputRequired({
          inputRequests: { draft: draftRequest(seg.source, locale, terms, round.maxTokens, feedback) },
          requestState: await mintRound(ctx, { ...round, attempt: round.attempt + 1 }),
        });
      }

      await saveSuggestion(segmentId, locale, draft, userId);
      return text(
        missing.length === 0
          ? `Suggested:\n${draft}`
          : `Suggested (check terminology: ${missing.map((t) => t.target).join(', ')} not used):\n${draft}`,
      );
    },
  );
}
