import { getNotebook, deleteNotebook } from '../notesApi.js';
import { sealState, openState, argsDigest, form, accepted, textResult, errorResult } from '../helpers.js';

export var TOOL = 'delete_notebook';

export async function deleteNotebookTool(params, caller) {
  var args = params.arguments || {};
  if (!args.notebookId) return errorResult('notebookId is required');

  if (params.requestState === undefined) {
    var nb = await getNotebook(caller.token, args.notebookId);
    if (!nb) return errorResult('No notebook ' + args.notebookId);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: form('Delete "' + nb.title + '" and its ' + nb.noteCount + ' notes? This cannot be undone.', {
          confirm: { type: 'boolean', title: 'Delete it' },
        }, ['confirm']),
      },
      requestState: sealState({ step: 'confirm', args: argsDigest(args), title: nb.title }, caller.userId, TOOL),
    };
  }

  var st = openState(params.requestState, caller.userId, TOOL);
  if (!st) return errorResult('This confirmation expired or was changed. Please ask again.');
  // the "yes" only counts for exactly the arguments it was given for
  if (st.args !== argsDigest(args)) return errorResult('The arguments changed since you confirmed. Please ask again.');

  var answer = accepted(params, 'confirm');
  if (!answer || answer.confirm !== true) return textResult('Kept "' + st.title + '".');

  await deleteNotebook(caller.token, args.notebookId);
  return textResult('Deleted "' + st.title + '".');
}
