import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { NoteRepository, PendingOperationRepository } from '../repositories';
import { RoundTripService, argsDigest } from '../services/round-trip.service';

interface HandlerDeps {
  notes: NoteRepository;
  pending: PendingOperationRepository;
  roundTrip: RoundTripService;
  exchangeDriveToken: (subjectToken: string) => Promise<{ access_token: string; expires_in: number }>;
  importFromDrive: (driveToken: string, folderId: string, ownerId: string) => Promise<number>;
}

type InputResponse = { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> };
type RoundTripParams = { requestState?: string; inputResponses?: Record<string, InputResponse> };

const PURGE = 'purge_notebook';
const IMPORT = 'import_from_drive';

const text = (t: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text: t }], isError });
const invalidState = () => text('Invalid or expired requestState', true);

function callerOf(authInfo: AuthInfo | undefined): string {
  const userId = authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw new Error('unauthenticated');
  return userId;
}

function inputRequired(inputRequests: Record<string, unknown>, requestState: string): CallToolResult {
  return { resultType: 'input_required', inputRequests, requestState, content: [] } as unknown as CallToolResult;
}

export function registerToolHandlers(server: Server, deps: HandlerDeps): void {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      {
        name: PURGE,
        description: 'Delete every note in a notebook (asks for confirmation).',
        inputSchema: { type: 'object', properties: { notebookId: { type: 'string' } }, required: ['notebookId'] },
        annotations: { destructiveHint: true },
      },
      {
        name: IMPORT,
        description: 'Import Google Docs from a Drive folder into a notebook.',
        inputSchema: { type: 'object', properties: { notebookId: { type: 'string' } }, required: ['notebookId'] },
      },
    ],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name } = request.params;
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    const { requestState, inputResponses } = request.params as typeof request.params & RoundTripParams;
    const userId = callerOf(extra.authInfo);

    if (name === PURGE) {
      const notebookId = String(args.notebookId ?? '');
      if (!requestState) {
        const affected = await deps.notes.countInNotebook(userId, notebookId);
        if (affected === 0) return text(`Notebook ${notebookId} is already empty.`);
        const op = await deps.pending.open({ userId, tool: PURGE, argsDigest: argsDigest(args), affectedCount: affected });
        return inputRequired(
          {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Permanently delete ${affected} notes from ${notebookId}?`,
                requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
              },
            },
          },
          deps.roundTrip.mint(userId, PURGE, args, { handle: op.id }),
        );
      }

      const state = deps.roundTrip.open<{ handle: string }>(requestState, userId, PURGE, args);
      if (!state) return invalidState();
      const op = await deps.pending.take(state.handle, userId, PURGE);
      if (!op || op.argsDigest !== argsDigest(args)) return invalidState();

      const answer = inputResponses?.confirm;
      if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text('Nothing deleted.');
      const removed = await deps.notes.purgeNotebook(userId, notebookId);
      return text(`Deleted ${removed} notes from ${notebookId}.`);
    }

    if (name === IMPORT) {
      const notebookId = String(args.notebookId ?? '');
      if (!requestState) {
        if (!extra.authInfo?.scopes.includes('drive.readonly')) return text('Grant drive.readonly to import.', true);
        const exchanged = await deps.exchangeDriveToken(extra.authInfo.token);
        // The Drive token is only ever inside the AES-GCM box: the client cannot read it.
        const requestStateOut = deps.roundTrip.mint(userId, IMPORT, args, { driveToken: exchanged.access_token }, exchanged.expires_in);
        return inputRequired(
          {
            folder: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: 'Which Drive folder should be imported?',
                requestedSchema: {
                  type: 'object',
                  properties: { folderId: { type: 'string', title: 'Folder ID', pattern: '^[A-Za-z0-9_-]{10,}$' } },
                  required: ['folderId'],
                },
              },
            },
          },
          requestStateOut,
        );
      }

      const state = deps.roundTrip.open<{ driveToken: string }>(requestState, userId, IMPORT, args);
      if (!state) return invalidState();
      const folder = inputResponses?.folder;
      if (folder?.action !== 'accept' || typeof folder.content?.folderId !== 'string') return text('Import cancelled.');
      const imported = await deps.importFromDrive(state.driveToken, folder.content.folderId, userId);
      return text(`Imported ${imported} documents into ${notebookId}.`);
    }

    return text(`Unknown tool ${name}`, true);
  });
}
