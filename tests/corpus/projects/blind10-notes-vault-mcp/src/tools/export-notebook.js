import { google } from 'googleapis';
import { Readable } from 'node:stream';

const TOOL = 'export_notebook';

function renderMarkdown(notebook, notes) {
  return [`# ${notebook.title}`, ...notes.map((n) => `## ${n.title}\n\n${n.body}`)].join('\n\n');
}

/**
 * Exports a notebook to the user's Google Drive. Round one asks for folder
 * and format; the Drive access token rides along in the AES-GCM sealed
 * state so round two doesn't need another token exchange.
 */
export function createExportNotebookTool({ box, notes }) {
  return {
    definition: {
      name: TOOL,
      description: 'Export a notebook to your Google Drive as Markdown or plain text.',
      inputSchema: {
        type: 'object',
        properties: { notebookId: { type: 'string' } },
        required: ['notebookId'],
      },
    },

    async call({ arguments: args, inputResponses, requestState }, { user }) {
      const principal = { userId: user.id, tool: TOOL };

      if (!requestState) {
        const notebook = await notes.getNotebook(args.notebookId, user.id);
        let drive = await notes.driveCredentials(user.id);
        // Google reports expiry in seconds; refresh if less than a minute is left.
        if (drive.expiresAt * 1000 < Date.now() + 60_000) {
          drive = await notes.driveCredentials(user.id, { forceRefresh: true });
        }
        return {
          resultType: 'input_required',
          inputRequests: {
            destination: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Export "${notebook.title}" to Google Drive`,
                requestedSchema: {
                  type: 'object',
                  properties: {
                    folder: { type: 'string', title: 'Folder name', default: 'Notes exports' },
                    format: { type: 'string', enum: ['markdown', 'text'], default: 'markdown' },
                  },
                  required: ['folder', 'format'],
                },
              },
            },
          },
          requestState: box.seal({ notebookId: notebook.id, driveAccessToken: drive.accessToken }, principal),
        };
      }

      const sealed = box.open(requestState, principal);
      if (sealed.notebookId !== args.notebookId) {
        return { content: [{ type: 'text', text: 'requestState belongs to another notebook.' }], isError: true };
      }
      const answer = inputResponses.destination;
      if (answer?.action !== 'accept') {
        return { content: [{ type: 'text', text: 'Export cancelled.' }] };
      }

      const notebook = await notes.getNotebook(sealed.notebookId, user.id);
      const collected = [];
      for await (const note of notes.iterateNotes(sealed.notebookId, user.id)) {
        collected.push(note);
      }

      const auth = new google.auth.OAuth2();
      auth.setCredentials({ access_token: sealed.driveAccessToken });
      const drive = google.drive({ version: 'v3', auth });
      const isMarkdown = answer.content.format === 'markdown';
      const file = await drive.files.create({
        requestBody: { name: `${notebook.title}.${isMarkdown ? 'md' : 'txt'}`, description: `Folder: ${answer.content.folder}` },
        media: {
          mimeType: isMarkdown ? 'text/markdown' : 'text/plain',
          body: Readable.from([renderMarkdown(notebook, collected)]),
        },
        fields: 'id,webViewLink',
      });
      return { content: [{ type: 'text', text: `Exported ${collected.length} notes: ${file.data.webViewLink}` }] };
    },
  };
}
