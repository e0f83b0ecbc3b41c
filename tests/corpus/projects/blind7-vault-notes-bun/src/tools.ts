import { createHash } from 'node:crypto';
import type { StateSealer } from './sealer';
import { notes, paragraphs } from './notes';

export interface Caller {
  userId: string;
  bearer: string;
}

export interface CallParams {
  name: string;
  arguments?: Record<string, any>;
  inputResponses?: Record<string, { action?: string; content?: Record<string, any>; [k: string]: any }>;
  requestState?: string;
}

type ShareRound = { argsDigest: string; etag: string };
type SummaryRound = { stage: 'length'; notebookId: string; grant: string } | { stage: 'sample'; notebookId: string };

const reply = (text: string, isError = false) => ({ resultType: 'complete', content: [{ type: 'text', text }], isError });
const invalid = () => reply('Invalid or expired requestState', true);

const digest = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');

export function makeTools(sealer: StateSealer<ShareRound | SummaryRound>) {
  return {
    share_notebook: {
      meta: {
        description: 'Share one of your notebooks with someone by email.',
        inputSchema: {
          type: 'object',
          properties: { notebookId: { type: 'string' }, email: { type: 'string', format: 'email' }, role: { enum: ['reader', 'editor'] } },
          required: ['notebookId', 'email', 'role'],
        },
        annotations: { destructiveHint: true },
      },
      async call(caller: Caller, p: CallParams) {
        const args = p.arguments ?? {};
        const binding = { userId: caller.userId, tool: p.name };
        const argsDigest = digest([args.notebookId, args.email, args.role]);
        const book = await notes.notebook(caller.bearer, String(args.notebookId));
        if (book.ownerId !== caller.userId) return reply('Only the owner can share a notebook.', true);

        if (!p.requestState) {
          return {
            resultType: 'input_required',
            inputRequests: {
              ok: {
                method: 'elicitation/create',
                params: {
                  mode: 'form',
                  message: `Give ${args.email} ${args.role} access to "${book.title}"?`,
                  requestedSchema: { type: 'object', properties: { share: { type: 'boolean' } }, required: ['share'] },
                },
              },
            },
            requestState: await sealer.seal({ argsDigest, etag: book.etag }, binding),
          };
        }

        const round = (await sealer.open(p.requestState, binding)) as ShareRound | null;
        if (!round || round.argsDigest !== argsDigest) return invalid();
        if (round.etag !== book.etag) return reply('The notebook changed since you confirmed; please try again.', true);
        if (p.inputResponses?.ok?.content?.share !== true) return reply('Not shared.');
        const { inviteId } = await notes.share(caller.bearer, book.id, String(args.email), String(args.role));
        return reply(`Invitation ${inviteId} sent.`);
      },
    },

    summarize_notebook: {
      meta: {
        description: 'Summarise a notebook with the client model.',
        inputSchema: { type: 'object', properties: { notebookId: { type: 'string' } }, required: ['notebookId'] },
        annotations: { readOnlyHint: true },
      },
      async call(caller: Caller, p: CallParams) {
        const notebookId = String(p.arguments?.notebookId ?? '');
        const binding = { userId: caller.userId, tool: p.name };

        if (!p.requestState) {
          const { grant } = await notes.exportGrant(caller.bearer, notebookId);
          return {
            resultType: 'input_required',
            inputRequests: {
              length: {
                method: 'elicitation/create',
                params: {
                  mode: 'form',
                  message: 'How long should the summary be?',
                  requestedSchema: { type: 'object', properties: { words: { type: 'integer', minimum: 50, maximum: 800 } }, required: ['words'] },
                },
              },
            },
            requestState: await sealer.seal({ stage: 'length', notebookId, grant }, binding),
          };
        }

        const round = (await sealer.open(p.requestState, binding)) as SummaryRound | null;
        if (!round || round.notebookId !== notebookId) return invalid();

        if (round.stage === 'length') {
          const words = Number(p.inputResponses?.length?.content?.words ?? 200);
          const text = [...paragraphs(await notes.notesWithGrant(round.grant, notebookId), 24_000)].join('\n\n');
          return {
            resultType: 'input_required',
            inputRequests: {
              summary: {
                method: 'sampling/createMessage',
                params: {
                  messages: [{ role: 'user', content: { type: 'text', text: `Summarise in about ${words} words:\n\n${text}` } }],
                  maxTokens: Math.ceil(words * 2),
                },
              },
            },
            requestState: await sealer.seal({ stage: 'sample', notebookId }, binding),
          };
        }

        const sampled = p.inputResponses?.summary;
        const out = sampled?.content?.type === 'text' ? String(sampled.content.text) : '';
        return out ? reply(out) : reply('The client returned no summary.', true);
      },
    },
  };
}
