// Note tools registered on the hook-less server of ../server.js: the handler trusts what requestState() returns.
import { inputRequired } from '@modelcontextprotocol/server';
import { server } from '../server.js';

function applyEdit(draft, text) {
  return `${draft.title}: ${text}`;
}

server.registerTool('edit_note', { description: 'Edit a note' }, async ({ noteId, text }, ctx) => {
  const draft = ctx.mcpReq.requestState(); // expect: require-sealed-state
  if (!draft) {
    return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: `Overwrite ${noteId}?`, requestedSchema: {} }) }, requestState: JSON.stringify({ noteId, title: 'draft' }) }); // expect: require-sealed-state
  }
  return { content: [{ type: 'text', text: `${draft.noteId} now reads ${applyEdit(draft, text)}` }] };
});

server.registerTool('share_note', { description: 'Share a note' }, async ({ noteId }, ctx) => {
  const who = ctx.mcpReq.requestState() ?? 'nobody'; // expect: require-sealed-state
  return { content: [{ type: 'text', text: `Shared ${noteId} with ${who}` }] };
});
