import { elicit, inputRequired, toolError, toolText } from '../rpc.js';

const FORMATS = ['markdown', 'html', 'json'];

const formatSchema = {
  type: 'object',
  properties: {
    format: { type: 'string', enum: FORMATS, default: 'markdown' },
    includeArchived: { type: 'boolean', default: false },
  },
  required: ['format'],
};

function render(notes, format) {
  switch (format) {
    case 'html':
      return notes.map((n) => `<h2>${n.title}</h2>\n${n.html}`).join('\n<hr>\n');
    case 'json':
      return JSON.stringify(notes, null, 2);
    default:
      return notes.map((n) => `## ${n.title}\n\n${n.markdown}`).join('\n\n---\n\n');
  }
}

export default {
  name: 'export_notebook',
  description: 'Export every note in one of your notebooks.',
  inputSchema: { type: 'object', properties: { notebookId: { type: 'string' } }, required: ['notebookId'] },

  async call(args, { env, user, inputResponses, requestState }) {
    const answer = inputResponses?.format;

    if (!requestState || answer?.action !== 'accept') {
      const nb = await env.NOTES.get(`notebook:${args.notebookId}`, 'json');
      if (!nb || nb.ownerId !== user.id) return toolError('Notebook not found.');
      // Nothing secret in here; it only saves a second KV read and ownership check on the way back.
      return inputRequired({ format: elicit(`Export "${nb.title}" as...`, formatSchema) }, btoa(JSON.stringify({ notebookId: nb.id, title: nb.title, noteIds: nb.noteIds }))); // expect: require-sealed-state
    }

    const { notebookId, title, noteIds } = JSON.parse(atob(requestState)); // expect: require-sealed-state
    const { format, includeArchived } = answer.content;
    if (!FORMATS.includes(format)) return toolError(`Unsupported format ${format}`);

    const notes = (await Promise.all(noteIds.map((id) => env.NOTES.get(`note:${notebookId}:${id}`, 'json'))))
      .filter(Boolean)
      .filter((n) => includeArchived || !n.archived);
    return toolText(render(notes, format), { structuredContent: { notebookId, title, count: notes.length } });
  },
};
