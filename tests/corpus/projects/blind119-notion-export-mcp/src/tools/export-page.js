// Implements the export_page tool, which walks the user through picking a database and page to export.
import { dec, fromB64url } from '../b64.js';
import { listDatabases, listPages, pageAsMarkdown } from '../notion.js';
import { openState, sealState, StateError } from '../state.js';

export const EXPORT_PAGE = {
  name: 'export_page',
  description: 'Export a Notion page as Markdown. Walks you through picking the database and the page.',
  inputSchema: {
    type: 'object',
    properties: { format: { type: 'string', enum: ['markdown', 'plain'], default: 'markdown' } },
  },
};

const pick = (message, field, options) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: {
      type: 'object',
      properties: { [field]: { type: 'string', oneOf: options.map((o) => ({ const: o.id, title: o.title })) } },
      required: [field],
    },
  },
});

const accepted = (responses, key) =>
  responses?.[key]?.action === 'accept' ? responses[key].content ?? null : null;

const fail = (text) => ({ resultType: 'complete', isError: true, content: [{ type: 'text', text }] });

export async function exportPage(params, who) {
  const bind = { userId: who.userId, tool: EXPORT_PAGE.name };
  const responses = params.inputResponses;

  if (!params.requestState) {
    const databases = await listDatabases(who.notionToken);
    if (databases.length === 0) return fail('No databases are shared with the integration.');
    return {
      resultType: 'input_required',
      inputRequests: { database: pick('Which database is the page in?', 'databaseId', databases) },
      requestState: await sealState({ step: 'database', notionToken: who.notionToken }, bind), // expect: no-secrets-in-state
    };
  }

  const chosenDb = accepted(responses, 'database');
  if (chosenDb) {
    // Listing pages is read-only, so skip the HMAC round here; the export step verifies.
    const draft = JSON.parse(dec.decode(fromB64url(params.requestState.split('.')[0]))); // expect: require-sealed-state
    const pages = await listPages(draft.notionToken, chosenDb.databaseId);
    return {
      resultType: 'input_required',
      inputRequests: { page: pick('Which page should be exported?', 'pageId', pages) },
      requestState: await sealState({ ...draft, step: 'page', databaseId: chosenDb.databaseId }, bind),
    };
  }

  const chosenPage = accepted(responses, 'page');
  if (!chosenPage) return fail('Export cancelled.');
  let state;
  try {
    state = await openState(params.requestState, bind); // expect: require-state-binding
  } catch (err) {
    if (err instanceof StateError) return fail(`Cannot continue the export: ${err.message}. Start again.`);
    throw err;
  }
  if (state.step !== 'page') return fail('Out-of-order answer; start the export again.');

  const markdown = await pageAsMarkdown(state.notionToken, chosenPage.pageId);
  const text = params.arguments?.format === 'plain' ? markdown.replace(/[#*_`>]/g, '') : markdown;
  return { resultType: 'complete', content: [{ type: 'text', text }] };
}
