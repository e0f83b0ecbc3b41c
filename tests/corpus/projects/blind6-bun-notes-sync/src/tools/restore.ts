import { decryptDraft, encryptDraft } from '../codec/envelope';
import type { Call } from './sync';

const trash = new Map<string, { title: string; body: string; owner: string }>();

export async function* restoreNote(call: Call) {
  const noteId = String(call.args.noteId);
  const item = trash.get(noteId);
  if (!item || item.owner !== call.user) {
    return yield { done: { isError: true, content: [{ type: 'text', text: 'no such note in your trash' }] } };
  }
  if (!call.requestState) {
    return yield {
      done: {
        resultType: 'input_required',
        inputRequests: {
          title: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Restore under which title?',
              requestedSchema: { type: 'object', properties: { title: { type: 'string', default: item.title } } },
            },
          },
        },
        requestState: encryptDraft({ user: call.user, tool: 'restore_note', noteId, exp: Date.now() + 120_000 }), // expect: require-sealed-state
      },
    };
  }
  const st = decryptDraft(call.requestState); // expect: require-sealed-state
  if (!st || st.user !== call.user || st.tool !== 'restore_note' || (st.exp as number) < Date.now()) {
    return yield { done: { isError: true, content: [{ type: 'text', text: 'restore state invalid' }] } };
  }
  const restored = trash.get(String(st.noteId));
  if (!restored) return yield { done: { isError: true, content: [{ type: 'text', text: 'already restored' }] } };
  trash.delete(String(st.noteId));
  const title = String(call.inputResponses?.title?.content?.title ?? restored.title);
  yield { done: { content: [{ type: 'text', text: `restored "${title}"` }] } };
}
