import { listNotebooks, appendNote } from '../notesApi.js';
import { sealState, openState, form, accepted, clip, textResult, errorResult } from '../helpers.js';

export var TOOL = 'append_note';

function pickRequest(page, text) {
  var choices = page.items.map((n) => n.id);
  var names = page.items.map((n) => n.title);
  if (page.nextPageToken) {
    choices.push('__more__');
    names.push('More notebooks…');
  }
  return form('Append "' + clip(text, 40) + '" to which notebook?', {
    notebook: { type: 'string', enum: choices, enumNames: names },
  }, ['notebook']);
}

// rounds: [pick notebook] (-> [pick notebook, next page] ...) -> append
export async function appendTool(params, caller) {
  var args = params.arguments || {};
  var st = null;

  if (params.requestState !== undefined) {
    st = openState(params.requestState, caller.userId, TOOL);
    if (!st) return errorResult('This request expired or was changed on the way. Please ask again.');
  }

  var text = st ? st.text : args.text;
  if (!text) return errorResult('Nothing to append.');

  var notebookId = args.notebookId;
  if (!notebookId && st) {
    var pick = accepted(params, 'pick');
    if (!pick) return textResult('Cancelled.');
    notebookId = pick.notebook === '__more__' ? null : pick.notebook;
  }

  if (!notebookId) {
    // first round, or the user asked for the next page of notebooks
    var page = await listNotebooks(caller.token, st && st.cursor);
    if (!page || !page.items.length) return errorResult('You have no notebooks yet.');
    return {
      resultType: 'input_required',
      inputRequests: { pick: pickRequest(page, text) },
      requestState: sealState({ step: 'pick', text: text, cursor: page.nextPageToken || null }, caller.userId, TOOL),
    };
  }

  var note = await appendNote(caller.token, notebookId, text);
  return note ? textResult('Added note ' + note.id + ' to ' + notebookId) : errorResult('Notebook ' + notebookId + ' not found');
}
