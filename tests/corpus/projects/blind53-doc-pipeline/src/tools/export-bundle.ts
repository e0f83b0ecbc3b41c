import { z } from 'zod';
import { docs } from '../docs/repository.js';
import type { PendingExports } from '../jobs/pending.js';
import { signDownloadLink } from '../links/download-link.js';
import { refusal } from '../security/state.js';
import { DocTool, Outcome, type ToolCall, accepted, form } from './kit.js';

const ExportArgs = z.object({
  docIds: z.array(z.string().regex(/^doc_[a-z0-9]+$/)).min(1).max(50),
});
type ExportArgs = z.output<typeof ExportArgs>;

const FormatAnswer = z.object({ format: z.enum(['zip', 'epub']) });

/**
 * Two rounds: ask the format, then build the bundle. The document list stays
 * on the server; the client only holds a one-time handle to it.
 */
export class ExportBundle extends DocTool<typeof ExportArgs> {
  readonly name = 'export_bundle';
  readonly title = 'Export bundle';
  readonly description = 'Bundle several documents for download (zip or EPUB) and return a download link.';
  readonly input = ExportArgs;

  constructor(private readonly pending: PendingExports) {
    super();
  }

  async run({ args, userId, requestState, inputResponses }: ToolCall<ExportArgs>): Promise<Outcome.Any> {
    if (requestState === undefined) {
      const allowed = await Promise.all(args.docIds.map((id) => docs.canEdit(id, userId)));
      const denied = args.docIds.filter((_, i) => !allowed[i]);
      if (denied.length > 0) return Outcome.text(`No access to ${denied.join(', ')}.`, true);

      const handle = this.pending.park(userId, args.docIds);
      return Outcome.input({ format: form(`Export ${args.docIds.length} documents as…`, FormatAnswer) }, handle);
    }

    const record = this.pending.take(requestState);
    if (!record || record.userId !== userId || record.tool !== this.name || record.expiresAt <= Date.now()) {
      return Outcome.result(refusal('expired'));
    }

    const answer = accepted(inputResponses, 'format', FormatAnswer);
    if (!answer) return Outcome.text('Export cancelled.');

    const bundle = await docs.bundle(record.docIds, answer.format, userId);
    const link = signDownloadLink({ sub: userId, bundleId: bundle.bundleId });
    return Outcome.text(`Bundle ready (${Math.round(bundle.bytes / 1024)} KiB, ${answer.format}). Download within 24 h: ${link}`);
  }
}
