'use strict';
const { z } = require('zod');
const { signState, verifyState } = require('./jwt-state');
const notes = require('./notes-db');

const invalid = () => ({
  isError: true,
  content: [{ type: 'text', text: 'This request is no longer valid. Please ask again.' }],
});

function elicitEmail(message) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { email: { type: 'string', format: 'email', title: 'Colleague e-mail' } },
        required: ['email'],
      },
    },
  };
}

function elicitConfirm(message) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } },
  };
}

/** name -> { config, handler(args, ctx) }, registered in index.js */
module.exports = {
  share_note: {
    config: {
      description: 'Share one of your notes with a colleague (asks for their e-mail)',
      inputSchema: { noteId: z.string() },
    },
    async handler({ noteId }, { userId, tool, requestState, inputResponses }) {
      if (!requestState) {
        const note = await notes.get(noteId, userId);
        return {
          resultType: 'input_required',
          inputRequests: { who: elicitEmail(`Share "${note.title}" with whom?`) },
          requestState: signState({ noteId: note.id }, { userId, tool }),
        };
      }
      const data = verifyState(requestState, { userId, tool });
      if (!data) return invalid();
      const email = inputResponses?.who?.content?.email;
      if (!email) return { content: [{ type: 'text', text: 'Not shared.' }] };
      await notes.share(data.noteId, email, userId);
      return { content: [{ type: 'text', text: `Shared with ${email}.` }] };
    },
  },

  delete_note: {
    config: {
      description: 'Delete a note permanently',
      inputSchema: { noteId: z.string() },
      annotations: { destructiveHint: true },
    },
    async handler({ noteId }, { userId, tool, requestState, inputResponses }) {
      if (!requestState) {
        const note = await notes.get(noteId, userId);
        return {
          resultType: 'input_required',
          inputRequests: { sure: elicitConfirm(`Delete "${note.title}" for good?`) },
          requestState: signState({ noteId: note.id }, { userId, tool }),
        };
      }
      const data = verifyState(requestState, { userId, tool });
      if (!data) return invalid();
      if (inputResponses?.sure?.content?.ok !== true) return { content: [{ type: 'text', text: 'Kept.' }] };
      await notes.remove(data.noteId, userId);
      return { content: [{ type: 'text', text: 'Deleted.' }] };
    },
  },
};
