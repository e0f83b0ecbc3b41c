'use strict';

const { encodeCursor, decodeCursor } = require('../cursor');
const { childPages, pageMarkdown, pageTitle } = require('../notion');

const definition = {
  name: 'import_notion_pages',
  description:
    'Import the sub-pages of a Notion page into a notebook of the vault, 20 at a time. Asks which notebook to use.',
  inputSchema: {
    type: 'object',
    properties: {
      parentPageId: { type: 'string', description: 'Notion page whose child pages are imported' },
    },
    required: ['parentPageId'],
  },
};

function askNext(inputRequests, cursor) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState: encodeCursor(cursor), // expect: require-sealed-state
  };
}

const accepted = (responses, key) => {
  const r = responses && responses[key];
  return r && r.action === 'accept' ? r.content || {} : null;
};

async function call(params, session) {
  const { parentPageId } = params.arguments || {};
  const cursor = decodeCursor(params.requestState); // expect: require-sealed-state

  if (!cursor) {
    const [title, notebooks] = await Promise.all([pageTitle(parentPageId), session.vault.listNotebooks()]);
    return askNext(
      {
        notebook: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Import the sub-pages of "${title}" into which notebook?`,
            requestedSchema: {
              type: 'object',
              properties: {
                notebook: { type: 'string', title: 'Notebook', enum: notebooks.length ? notebooks : ['Inbox'] },
              },
              required: ['notebook'],
            },
          },
        },
      },
      { parentPageId, notebook: null, next: null, imported: 0 },
    );
  }

  let notebook = cursor.notebook;
  if (!notebook) {
    const picked = accepted(params.inputResponses, 'notebook');
    if (!picked || !picked.notebook) {
      return { content: [{ type: 'text', text: 'Import cancelled.' }] };
    }
    const known = await session.vault.listNotebooks();
    if (!known.includes(picked.notebook) && !(known.length === 0 && picked.notebook === 'Inbox')) {
      return { isError: true, content: [{ type: 'text', text: `No notebook called ${picked.notebook}.` }] };
    }
    notebook = picked.notebook;
  } else if (!accepted(params.inputResponses, 'more')) {
    return { content: [{ type: 'text', text: `Stopped after ${cursor.imported} pages.` }] };
  }

  const batch = await childPages(cursor.parentPageId, cursor.next);
  for (const page of batch.pages) {
    const body = await pageMarkdown(page.id);
    await session.vault.writeNote(notebook, page.title, body, { source: `notion:${page.id}`, tags: ['imported'] });
  }
  const imported = cursor.imported + batch.pages.length;

  if (!batch.next) {
    return { content: [{ type: 'text', text: `Imported ${imported} pages into ${notebook}.` }] };
  }
  return askNext(
    {
      more: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Imported ${imported} pages so far into ${notebook}. Continue with the next batch?`,
          requestedSchema: { type: 'object', properties: { go: { type: 'boolean', default: true } } },
        },
      },
    },
    { parentPageId: cursor.parentPageId, notebook, next: batch.next, imported },
  );
}

module.exports = { definition, call };
