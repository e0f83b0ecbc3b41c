import { inject, injectable } from 'inversify';
import { TYPES, type NoteTool } from '../ioc/types.js';
import type { DraftStore } from '../services/draft-store.js';
import type { LinkedAccounts, NotesRepo } from '../services/notes.js';
import { SealedStateCodec, StateError } from '../state/sealed-state.js';

interface ExportState {
  draft: string;
  title: string;
  /** Encrypted inside the AES-GCM envelope; saves a second broker round trip. */
  driveToken: string;
  folderIds: string[];
}

const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], isError });

@injectable()
export class ExportNoteTool implements NoteTool {
  readonly name = 'export_note_to_drive';
  readonly definition = {
    name: this.name,
    description: "Save a note as Markdown into a folder of the user's Google Drive.",
    inputSchema: { type: 'object', properties: { noteId: { type: 'string' } }, required: ['noteId'] },
  };

  constructor(
    @inject(TYPES.StateCodec) private readonly codec: SealedStateCodec,
    @inject(TYPES.NotesRepo) private readonly notes: NotesRepo,
    @inject(TYPES.DraftStore) private readonly drafts: DraftStore,
    @inject(TYPES.LinkedAccounts) private readonly accounts: LinkedAccounts,
  ) {}

  async call(args: Record<string, unknown>, round: Parameters<NoteTool['call']>[1], userId: string) {
    const binding = { userId, tool: this.name };

    if (!round.requestState) {
      const note = await this.notes.get(userId, String(args.noteId ?? ''));
      if (!note) return text('No such note.', true);
      const driveToken = await this.accounts.driveAccessToken(userId);
      const folders = await this.accounts.driveFolders(driveToken);
      const state: ExportState = {
        draft: this.drafts.put(userId, `# ${note.title}\n\n${note.body}\n`),
        title: note.title,
        driveToken,
        folderIds: folders.map((f) => f.id),
      };
      return {
        resultType: 'input_required',
        inputRequests: {
          folder: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Where should "${note.title}" go?`,
              requestedSchema: {
                type: 'object',
                properties: { folderId: { type: 'string', oneOf: folders.map((f) => ({ const: f.id, title: f.name })) } },
                required: ['folderId'],
              },
            },
          },
        },
        requestState: this.codec.seal(state, binding),
      };
    }

    let state: ExportState;
    try {
      state = this.codec.open<ExportState>(round.requestState, binding);
    } catch (err) {
      if (err instanceof StateError) return text('Invalid or expired requestState', true);
      throw err;
    }

    const reply = round.inputResponses?.folder;
    const folderId = reply?.action === 'accept' ? String(reply.content?.folderId ?? '') : '';
    if (!state.folderIds.includes(folderId)) return text('Export cancelled.');

    const markdown = this.drafts.take(userId, state.draft);
    if (markdown === null) return text('The export draft expired; run the tool again.', true);

    const fileId = await this.accounts.uploadToDrive(state.driveToken, folderId, state.title, markdown);
    return text(`Saved to Drive (file ${fileId}).`);
  }
}
