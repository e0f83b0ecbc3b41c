import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { userIdOf } from '../auth/principal.js';
import { beginConnection, closeConnection, connectionFor, listPages, pageAsNotes } from '../services/connections.js';
import { createNotebook, getNotebook, insertNotes } from '../services/notebooks.js';
import { stateCodec, type NotesState } from '../state/codec.js';
import { ToolName, type ImportNotesArgs } from '../tools.generated.js';

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const refusal = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

export async function importNotes(args: ImportNotesArgs, ctx: ServerContext) {
  const userId = userIdOf(ctx);
  const state = ctx.mcpReq.requestState<NotesState>();

  // Round 1: send the user to Notion. Only the connection's id goes into the
  // state; the OAuth token lands server-side in services/connections.ts.
  if (state === undefined) {
    const { connectionId, authorizeUrl } = beginConnection(userId);
    return inputRequired({
      inputRequests: {
        connect: inputRequired.elicitUrl({
          message: 'Connect your Notion workspace to import a page.',
          url: authorizeUrl,
        }),
      },
      requestState: await stateCodec.mint(
        { tool: ToolName.ImportNotes, step: 'connect', connectionId, targetNotebookId: args.targetNotebookId ?? null },
        ctx,
      ),
    });
  }

  if (state.tool !== ToolName.ImportNotes) {
    return refusal('That answer belongs to another tool. Start the import again.');
  }

  const conn = connectionFor(userId, state.connectionId);
  if (!conn?.accessToken) {
    return refusal('Notion is not connected (or the connection expired). Start the import again.');
  }

  // Round 2: connected; ask which page to import.
  if (state.step === 'connect') {
    const pages = await listPages(conn);
    if (pages.length === 0) return text(`No pages shared with the integration in ${conn.workspaceName ?? 'Notion'}.`);
    return inputRequired({
      inputRequests: {
        pick: inputRequired.elicit({
          message: `Which page from ${conn.workspaceName ?? 'Notion'} should be imported?`,
          requestedSchema: {
            type: 'object',
            properties: {
              pageId: { type: 'string', title: 'Page', enum: pages.map((p) => p.id), enumNames: pages.map((p) => p.title) },
            },
            required: ['pageId'],
          },
        }),
      },
      requestState: await stateCodec.mint(
        { tool: ToolName.ImportNotes, step: 'pick', connectionId: state.connectionId, targetNotebookId: state.targetNotebookId },
        ctx,
      ),
    });
  }

  // Round 3: import the picked page.
  const pick = acceptedContent<{ pageId: string }>(ctx.mcpReq.inputResponses, 'pick');
  if (!pick?.pageId) return text('Import cancelled.');

  if (state.targetNotebookId !== null && !(await getNotebook(userId, state.targetNotebookId))) {
    return refusal(`No notebook ${state.targetNotebookId}.`);
  }
  const notes = await pageAsNotes(conn, pick.pageId);
  const notebookId = state.targetNotebookId ?? (await createNotebook(userId, `Imported from ${conn.workspaceName ?? 'Notion'}`));
  await insertNotes(notebookId, notes);
  closeConnection(state.connectionId);
  return text(`Imported ${notes.length} notes.`);
}
