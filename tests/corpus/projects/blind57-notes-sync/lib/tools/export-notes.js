'use strict';

const { signState, openSigned } = require('../signing');

const TOOL = 'export_notes';

const definition = {
  name: TOOL,
  description: 'Export every note with a tag to a single file in ~/Downloads (markdown or JSON).',
  inputSchema: {
    type: 'object',
    properties: { tag: { type: 'string' } },
    required: ['tag'],
  },
  annotations: { readOnlyHint: false, destructiveHint: false },
};

async function call(params, session) {
  const { tag } = params.arguments || {};

  if (!params.requestState) {
    const notes = await session.vault.findByTag(tag);
    if (notes.length === 0) {
      return { content: [{ type: 'text', text: `No notes tagged #${tag}.` }] };
    }
    return {
      resultType: 'input_required',
      inputRequests: {
        format: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Export ${notes.length} notes tagged #${tag}?`,
            requestedSchema: {
              type: 'object',
              properties: { format: { type: 'string', enum: ['markdown', 'json'], default: 'markdown' } },
              required: ['format'],
            },
          },
        },
      },
      requestState: signState({ tag, noteIds: notes.map((n) => n.id) }, { user: session.user, tool: TOOL }),
    };
  }

  const claims = openSigned(params.requestState, session.user); // expect: require-state-binding
  if (!claims) {
    return { isError: true, content: [{ type: 'text', text: 'This export request expired; ask again.' }] };
  }
  const reply = params.inputResponses && params.inputResponses.format;
  if (!reply || reply.action !== 'accept') {
    return { content: [{ type: 'text', text: 'Export cancelled.' }] };
  }
  const { out, count } = await session.vault.exportBundle(claims.noteIds, reply.content.format);
  return { content: [{ type: 'text', text: `Exported ${count} notes to ${out}` }] };
}

module.exports = { definition, call };
