import { GoogleDrive, type GoogleTokens } from '../google';
import { definePlugin, textResult } from './registry';

interface ImportState extends Record<string, unknown> {
  folderId: string;
  /** Short-lived Google access token; safe here because the state is a JWE. */
  google: GoogleTokens;
  files: Array<{ id: string; name: string; md5: string | null }>;
}

const IMPORTABLE = new Set(['application/pdf', 'text/markdown', 'text/plain']);

export default definePlugin({
  name: 'import_drive_folder',
  description: 'Import documents from a Google Drive folder into the knowledge base.',
  inputSchema: { type: 'object', properties: { folderId: { type: 'string' } }, required: ['folderId'] },
  annotations: { readOnlyHint: false },

  async handle(call, { vault, drive, docs }) {
    const folderId = String(call.args.folderId);

    if (!call.requestState) {
      const google = await drive.accessTokenFor(call.userId);
      const listing = (await drive.listFolder(google, folderId)).filter((f) => IMPORTABLE.has(f.mimeType));
      if (listing.length === 0) return textResult('No importable files in that folder.');

      const files = listing.map((f) => ({ id: f.id, name: f.name, md5: f.md5Checksum ?? null }));
      return {
        resultType: 'input_required',
        inputRequests: {
          pick: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Found ${files.length} files. Which should be imported?`,
              requestedSchema: {
                type: 'object',
                properties: { fileIds: { type: 'array', items: { type: 'string', enum: files.map((f) => f.id) } } },
              },
            },
          },
        },
        requestState: await vault.seal<ImportState>({ folderId, google, files }, call.binding),
      };
    }

    const state = await vault.open<ImportState>(call.requestState, call.binding);
    if (!state) return textResult('Invalid or expired requestState', true);

    const pick = call.inputResponses.pick;
    if (pick?.action !== 'accept') return textResult('Import cancelled.');
    const wanted = new Set<string>(pick.content?.fileIds ?? []);

    const google = GoogleDrive.usable(state.google) ? state.google : await drive.accessTokenFor(call.userId);
    const existing = await docs.existingFor(call.userId);
    let imported = 0;
    let skipped = 0;
    for (const file of state.files.filter((f) => wanted.has(f.id))) {
      // Same bytes already imported (possibly under another name)? Skip it.
      if (file.md5 && existing.some((d) => d.md5 === file.md5)) {
        skipped++;
        continue;
      }
      await docs.save(call.userId, { driveFileId: file.id, md5: file.md5, name: file.name }, await drive.download(google, file.id));
      imported++;
    }
    return textResult(`Imported ${imported} file(s)${skipped ? `, skipped ${skipped} duplicate(s)` : ''}.`);
  },
});
