import * as R from 'ramda';
import { collect, dedupeImages, mapAsync, sections, toHtml } from '../pipeline.js';
import { accepted, elicit, inputRequired, text, toolError } from '../results.js';
import { claimJob, parkJob } from '../state/jobs.js';

const TOOL = 'convert_bundle';
const FORMATS = ['html', 'markdown'];

export const convertBundle = ({ publishApi, jobTtlMs }) => {
  const loadDoc = async (docId, user) => {
    const res = await fetch(`${publishApi}/docs/${encodeURIComponent(docId)}/draft?include=images`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    if (!res.ok) throw new Error(`cannot read ${docId} (${res.status})`);
    const doc = await res.json();
    return { ...doc, images: (doc.images ?? []).map((img) => ({ ...img, bytes: Buffer.from(img.base64, 'base64') })) };
  };

  return {
    name: TOOL,
    description: 'Bundle several documents into one export; asks for the output format.',
    inputSchema: {
      type: 'object',
      properties: { docIds: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 50 } },
      required: ['docIds'],
    },
    annotations: { readOnlyHint: true },

    async call(args, ctx) {
      if (!ctx.requestState) {
        const docs = await Promise.all(args.docIds.map((id) => loadDoc(id, ctx.user)));
        const bundle = {
          docs: docs.map(R.pick(['id', 'title', 'markdown'])),
          images: dedupeImages(docs.flatMap((d) => d.images)),
        };
        // The bundle can be megabytes; keep it here and hand out a random handle.
        const handle = parkJob({ owner: ctx.user.id, tool: TOOL, data: bundle, ttlMs: jobTtlMs });
        return inputRequired(
          { format: elicit(`Bundle ${docs.length} document(s) as?`, { format: { type: 'string', enum: FORMATS } }) },
          handle,
        );
      }

      const bundle = claimJob(ctx.requestState, ctx.user.id, TOOL);
      if (!bundle) return toolError('This export has expired or belongs to someone else.');
      const format = accepted(ctx.inputResponses, 'format')?.format ?? 'markdown';
      if (format === 'markdown') {
        return text(bundle.docs.map((d) => `# ${d.title}\n\n${d.markdown}`).join('\n\n---\n\n'));
      }
      const parts = await collect(mapAsync(sections(bundle.docs.map((d) => `# ${d.title}\n${d.markdown}`).join('\n')), toHtml));
      return text(`<!doctype html><meta charset="utf-8">\n${parts.join('\n')}\n<!-- ${bundle.images.length} image(s) -->`);
    },
  };
};
