import { appendTool, TOOL as APPEND } from './tools/append.js';
import { deleteNotebookTool, TOOL as DELETE } from './tools/deleteNotebook.js';
import { errorResult } from './helpers.js';

export var TOOLS = [
  {
    name: APPEND,
    description: 'Append a note to one of your notebooks. Asks which notebook if none is given.',
    inputSchema: {
      type: 'object',
      properties: { text: { type: 'string' }, notebookId: { type: 'string' } },
      required: ['text'],
    },
  },
  {
    name: DELETE,
    description: 'Delete a notebook and all of its notes. Asks for confirmation.',
    inputSchema: { type: 'object', properties: { notebookId: { type: 'string' } }, required: ['notebookId'] },
    annotations: { destructiveHint: true },
  },
];

var handlers = {
  [APPEND]: appendTool,
  [DELETE]: deleteNotebookTool,
};

function callerOf(extra) {
  var auth = extra && extra.authInfo;
  if (!auth || !auth.extra || typeof auth.extra.userId !== 'string') return null;
  return { userId: auth.extra.userId, token: auth.token };
}

export async function route(request, extra) {
  var caller = callerOf(extra);
  if (!caller) return errorResult('Sign in first.');
  var fn = Object.prototype.hasOwnProperty.call(handlers, request.params.name) ? handlers[request.params.name] : null;
  return fn ? fn(request.params, caller) : errorResult('Unknown tool: ' + request.params.name);
}
