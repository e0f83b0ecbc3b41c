import { createHash } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES, type NoteTool } from '../ioc/types.js';
import type { NotesRepo } from '../services/notes.js';
import { SealedStateCodec, StateError } from '../state/sealed-state.js';

interface ConfirmState {
  title: string;
  etag: string;
}

const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], isError });

@injectable()
export class DeleteNoteTool implements NoteTool {
  readonly name = 'delete_note';
  readonly definition = {
    name: this.name,
    description: 'Permanently delete a note. The user must retype its title.',
    inputSchema: { type: 'object', properties: { noteId: { type: 'string' } }, required: ['noteId'] },
    annotations: { destructiveHint: true },
  };

  constructor(
    @inject(TYPES.StateCodec) private readonly codec: SealedStateCodec,
    @inject(TYPES.NotesRepo) private readonly notes: NotesRepo,
  ) {}

  async call(args: Record<string, unknown>, round: Parameters<NoteTool['call']>[1], userId: string) {
    const noteId = String(args.noteId ?? '');
    if (!noteId.startsWith('note_')) return text('noteId should look like note_…', true);
    const binding = {
      userId,
      tool: this.name,
      argsHash: createHash('sha256').update(JSON.stringify({ noteId })).digest('hex'),
    };

    if (!round.requestState) {
      const note = await this.notes.get(userId, noteId);
      if (!note) return text(`No note ${noteId}.`, true);
      return {
        resultType: 'input_required',
        inputRequests: {
          retype: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Type the title "${note.title}" to delete this note for good.`,
              requestedSchema: {
                type: 'object',
                properties: { title: { type: 'string' } },
                required: ['title'],
              },
            },
          },
        },
        requestState: this.codec.seal<ConfirmState>({ title: note.title, etag: note.etag }, binding),
      };
    }

    let saved: ConfirmState;
    try {
      saved = this.codec.open<ConfirmState>(round.requestState, binding);
    } catch (err) {
      if (err instanceof StateError) return text('Invalid or expired requestState', true);
      throw err;
    }

    const reply = round.inputResponses?.retype;
    const typed = reply?.action === 'accept' ? String(reply.content?.title ?? '').trim() : '';
    if (typed !== saved.title) return text('Title did not match; nothing deleted.');

    const removed = await this.notes.remove(userId, noteId, saved.etag);
    return removed ? text(`Deleted "${saved.title}".`) : text('The note changed since you confirmed; try again.', true);
  }
}
