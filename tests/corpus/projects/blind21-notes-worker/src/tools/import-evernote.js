import { elicit, inputRequired, toolError, toolText } from '../rpc.js';
import { mintState, openState } from '../state/envelope.js';

const EVERNOTE_API = 'https://www.evernote.com/shard/s1/notestore/v2';

async function evernote(token, path, init = {}) {
  const res = await fetch(`${EVERNOTE_API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...init.headers },
  });
  if (res.status === 401) throw new Error('Evernote rejected that token.');
  if (!res.ok) throw new Error(`Evernote ${path}: ${res.status}`);
  return res.json();
}

const tokenSchema = {
  type: 'object',
  properties: {
    developerToken: { type: 'string', title: 'Evernote developer token', minLength: 20 },
  },
  required: ['developerToken'],
};

const pickSchema = (notebooks) => ({
  type: 'object',
  properties: {
    notebookGuid: { type: 'string', oneOf: notebooks.map((n) => ({ const: n.guid, title: n.name })) },
  },
  required: ['notebookGuid'],
});

export default {
  name: 'import_evernote',
  description: 'Import an Evernote notebook into Notes Sync.',
  inputSchema: { type: 'object', properties: {} },

  async call(_args, { env, user, inputResponses, requestState }) {
    const bind = { userId: user.id, tool: this.name };
    const state = requestState ? await openState(env, requestState, bind) : { step: 'token' };

    if (state.step === 'token') {
      const creds = inputResponses?.evernote;
      if (creds?.action !== 'accept') {
        return inputRequired(
          { evernote: elicit('Connect Evernote: paste a developer token (Settings → Developer).', tokenSchema) },
          await mintState(env, { step: 'token' }, bind),
        );
      }
      const notebooks = await evernote(creds.content.developerToken, '/notebooks');
      return inputRequired(
        { notebook: elicit('Which notebook should be imported?', pickSchema(notebooks)) },
        await mintState(
          env,
          {
            step: 'pick',
            evernoteToken: creds.content.developerToken, // expect: no-secrets-in-state
            notebooks: notebooks.map((n) => ({ guid: n.guid, name: n.name })),
          },
          bind,
        ),
      );
    }

    if (state.step === 'pick') {
      const pick = inputResponses?.notebook;
      if (pick?.action !== 'accept') return toolText('Import cancelled.');
      const chosen = state.notebooks.find((n) => n.guid === pick.content.notebookGuid);
      if (!chosen) return toolError('That notebook was not offered.');

      const notes = await evernote(state.evernoteToken, `/notebooks/${chosen.guid}/notes?include=content`);
      const notebookId = crypto.randomUUID();
      await env.NOTES.put(
        `notebook:${notebookId}`,
        JSON.stringify({ id: notebookId, ownerId: user.id, title: chosen.name, noteIds: notes.map((n) => n.guid) }),
      );
      await Promise.all(
        notes.map((n) =>
          env.NOTES.put(
            `note:${notebookId}:${n.guid}`,
            JSON.stringify({ title: n.title, markdown: n.markdown ?? '', html: n.content, archived: false }),
          ),
        ),
      );
      return toolText(`Imported ${notes.length} notes into "${chosen.name}".`, { structuredContent: { notebookId } });
    }

    return toolError('Unexpected import step.');
  },
};
