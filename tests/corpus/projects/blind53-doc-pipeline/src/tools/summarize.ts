import { z } from 'zod';
import { docs } from '../docs/repository.js';
import { StateChannel, refusal } from '../security/state.js';
import { DocTool, type InputRequest, type InputResponses, Outcome, type ToolCall } from './kit.js';

const SummarizeArgs = z.object({
  docId: z.string().regex(/^doc_[a-z0-9]+$/),
  version: z.number().int().positive(),
  style: z.enum(['brief', 'detailed']).default('brief'),
});
type SummarizeArgs = z.output<typeof SummarizeArgs>;

const TOKENIZER = 'o200k_base';
const CHARS_PER_TOKEN = 4;
const CHUNK_TOKENS = 6_000;

/** Progress through the document, one sampling round per chunk. Nothing secret: counts and partial summaries. */
const ProgressState = z.object({
  docId: z.string(),
  version: z.number().int(),
  chunk: z.number().int().nonnegative(),
  chunkCount: z.number().int().positive(),
  partials: z.array(z.string().max(4_000)).max(64),
  maxTokens: z.number().int().positive(),
  tokenCount: z.number().int().nonnegative(),
  tokenizer: z.literal(TOKENIZER),
});
type ProgressState = z.output<typeof ProgressState>;

const chunksOf = (body: string): string[] => {
  const size = CHUNK_TOKENS * CHARS_PER_TOKEN;
  const out: string[] = [];
  for (let i = 0; i < body.length; i += size) out.push(body.slice(i, i + size));
  return out.length > 0 ? out : [''];
};

function sampleRequest(chunk: string, style: SummarizeArgs['style'], maxTokens: number): InputRequest {
  return {
    method: 'sampling/createMessage',
    params: {
      systemPrompt: `Summarize the user's text ${style === 'brief' ? 'in three sentences' : 'section by section'}.`,
      messages: [{ role: 'user', content: { type: 'text', text: chunk } }],
      maxTokens,
    },
  };
}

function sampledText(responses: InputResponses): string | undefined {
  const response = responses['summary'];
  return response && 'role' in response ? response.content.text : undefined;
}

export class SummarizeDocument extends DocTool<typeof SummarizeArgs> {
  readonly name = 'summarize_document';
  readonly title = 'Summarize document';
  readonly description = "Summarize a document version with the client's model, chunk by chunk.";
  readonly input = SummarizeArgs;

  readonly #progress = new StateChannel(ProgressState);

  async run({ args, userId, requestState, inputResponses }: ToolCall<SummarizeArgs>): Promise<Outcome.Any> {
    const doc = await docs.version(args.docId, args.version);
    const chunks = chunksOf(doc.body);
    const binding = { userId, tool: this.name };

    let state: ProgressState;
    if (requestState === undefined) {
      state = {
        docId: doc.docId,
        version: doc.version,
        chunk: 0,
        chunkCount: chunks.length,
        partials: [],
        maxTokens: args.style === 'brief' ? 300 : 1_200,
        tokenCount: 0,
        tokenizer: TOKENIZER,
      };
    } else {
      const redeemed = this.#progress.redeem(requestState, binding);
      if (!redeemed.ok) return Outcome.result(refusal(redeemed.reason));
      const previous = redeemed.state;
      if (previous.docId !== args.docId || previous.version !== args.version) {
        return Outcome.text('That progress belongs to another document.', true);
      }
      const text = sampledText(inputResponses);
      if (text === undefined) return Outcome.text('The client did not return a summary; stopping.', true);
      state = {
        ...previous,
        chunk: previous.chunk + 1,
        partials: [...previous.partials, text],
        tokenCount: previous.tokenCount + Math.ceil(text.length / CHARS_PER_TOKEN),
      };
    }

    if (state.chunk >= state.chunkCount) {
      return Outcome.text(`# ${doc.title} (v${doc.version})\n\n${state.partials.join('\n\n')}\n\n_~${state.tokenCount} tokens_`);
    }
    return Outcome.input(
      { summary: sampleRequest(chunks[state.chunk] ?? '', args.style, state.maxTokens) },
      this.#progress.issue(state, binding),
    );
  }
}
