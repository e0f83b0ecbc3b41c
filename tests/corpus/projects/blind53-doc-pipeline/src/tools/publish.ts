import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { docs } from '../docs/repository.js';
import { type Binding, StateChannel, refusal } from '../security/state.js';
import { DocTool, Outcome, type ToolCall, accepted, form } from './kit.js';

const PublishArgs = z.object({
  docId: z.string().regex(/^doc_[a-z0-9]+$/),
  version: z.number().int().positive(),
  channel: z.enum(['web', 'pdf']).default('web'),
});
type PublishArgs = z.output<typeof PublishArgs>;

const ReviewState = z.object({
  step: z.literal('review'),
  title: z.string(),
  checksum: z.string(),
  replacesVersion: z.number().int().nullable(),
});

const Answer = z.object({ publish: z.boolean() });

export class PublishDocument extends DocTool<typeof PublishArgs> {
  readonly name = 'publish_document';
  readonly title = 'Publish document';
  readonly description = 'Make a version of a document the live one on a channel. Replaces what is live; asks first.';
  readonly input = PublishArgs;
  override readonly annotations = { destructiveHint: true, idempotentHint: true } satisfies ToolAnnotations;

  readonly #review = new StateChannel(ReviewState);

  async run({ args, userId, requestState, inputResponses }: ToolCall<PublishArgs>): Promise<Outcome.Any> {
    const { docId, version, channel } = args;
    if (!(await docs.canEdit(docId, userId))) return Outcome.text(`You cannot publish ${docId}.`, true);

    // the user says yes to exactly this document, version and channel
    const binding: Binding = { userId, tool: this.name, args: { docId, version, channel } };

    if (requestState === undefined) {
      const [candidate, live] = await Promise.all([docs.version(docId, version), docs.live(docId, channel)]);
      const replaces = live ? `replacing v${live.version}` : 'first publication';
      return Outcome.input(
        { review: form(`Publish "${candidate.title}" v${version} to ${channel} (${replaces})?`, Answer) },
        this.#review.issue(
          { step: 'review', title: candidate.title, checksum: candidate.checksum, replacesVersion: live?.version ?? null },
          binding,
        ),
      );
    }

    const redeemed = this.#review.redeem(requestState, binding);
    if (!redeemed.ok) return Outcome.result(refusal(redeemed.reason));

    const answer = accepted(inputResponses, 'review', Answer);
    if (!answer?.publish) return Outcome.text('Nothing was published.');

    const current = await docs.version(docId, version);
    if (current.checksum !== redeemed.state.checksum) {
      return Outcome.text(`v${version} of "${current.title}" changed after you reviewed it; run the tool again.`, true);
    }
    const receipt = await docs.publish(docId, version, channel, userId);
    return Outcome.text(`Published "${redeemed.state.title}" v${receipt.version} to ${receipt.channel}: ${receipt.url}`);
  }
}
