import { digestArgs } from '../state/codec.js';
import { accepted, elicit, inputRequired, text, toolError } from '../results.js';

const TOOL = 'publish_doc';
const CHANNELS = ['docs', 'blog', 'changelog'];

export const publishDoc = ({ codec, publishApi }) => {
  const api = async (path, user, init = {}) => {
    const res = await fetch(`${publishApi}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`publish API ${res.status} for ${path}`);
    return res.json();
  };

  return {
    name: TOOL,
    description: 'Replace the live page of a document with its current draft. Asks for confirmation.',
    inputSchema: {
      type: 'object',
      properties: { docId: { type: 'string' }, channel: { type: 'string', enum: CHANNELS } },
      required: ['docId', 'channel'],
    },
    annotations: { destructiveHint: true },

    async call(args, ctx) {
      if (!CHANNELS.includes(args.channel)) return toolError(`Unknown channel ${args.channel}.`);
      const draft = await api(`/docs/${encodeURIComponent(args.docId)}/draft`, ctx.user);

      if (!ctx.requestState) {
        return inputRequired(
          {
            confirm: elicit(`Publish revision ${draft.revision} of "${draft.title}" to ${args.channel}? The live page is replaced.`, {
              confirm: { type: 'boolean', title: 'Publish now' },
            }),
          },
          codec.mint(ctx.user, TOOL, { args: digestArgs(args), revision: draft.revision }),
        );
      }

      const pending = codec.accept(ctx.user, TOOL, ctx.requestState);
      if (!pending) return toolError('This confirmation is invalid or has expired. Please start again.');
      // Public facts: the digest of the arguments and a revision number.
      if (pending.args !== digestArgs(args)) return toolError('The arguments changed since you confirmed.');
      if (pending.revision !== draft.revision) return toolError('The draft changed since you confirmed.');
      if (!accepted(ctx.inputResponses, 'confirm')?.confirm) return text('Not published.');

      const live = await api(`/channels/${args.channel}/pages/${encodeURIComponent(args.docId)}`, ctx.user, {
        method: 'PUT',
        body: JSON.stringify({ revision: draft.revision }),
      });
      return text(`Published revision ${live.revision} at ${live.url}`);
    },
  };
};
