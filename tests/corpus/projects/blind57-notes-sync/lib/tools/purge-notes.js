'use strict';

const { signState, openSigned } = require('../signing');

const definition = {
  name: 'purge_notes',
  description: 'Move every note with a tag that has not changed for N days to the vault trash.',
  inputSchema: {
    type: 'object',
    properties: {
      tag: { type: 'string' },
      olderThanDays: { type: 'integer', minimum: 1, default: 90 },
    },
    required: ['tag'],
  },
  annotations: { destructiveHint: true },
};

async function call(params, session) {
  const { tag, olderThanDays = 90 } = params.arguments || {};

  if (!params.requestState) {
    const notes = await session.vault.findByTag(tag, { olderThanDays });
    if (notes.length === 0) {
      return { content: [{ type: 'text', text: `Nothing tagged #${tag} is older than ${olderThanDays} days.` }] };
    }
    const preview = notes.slice(0, 10).map((n) => `• ${n.title}`).join('\n');
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Move ${notes.length} notes to the trash?\n${preview}${notes.length > 10 ? '\n…' : ''}`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      // the exact notes shown are what gets purged, not whatever matches on the retry
      requestState: signState(
        { tag, olderThanDays, noteIds: notes.map((n) => n.id) },
        { user: session.user, tool: 'purge_notes' },
      ),
    };
  }

  const claims = openSigned(params.requestState, session.user); // expect: require-state-binding
  if (!claims) {
    return { isError: true, content: [{ type: 'text', text: 'This confirmation expired; run the purge again.' }] };
  }
  const reply = params.inputResponses && params.inputResponses.confirm;
  if (!reply || reply.action !== 'accept' || !reply.content.confirm) {
    return { content: [{ type: 'text', text: 'Nothing was purged.' }] };
  }
  const moved = await session.vault.trash(claims.noteIds);
  return { content: [{ type: 'text', text: `Moved ${moved} notes to ${session.vault.trashDir}.` }] };
}

module.exports = { definition, call };
