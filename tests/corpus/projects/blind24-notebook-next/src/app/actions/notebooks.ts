'use server';

import { db } from '@/lib/db';
import { signState, verifyState } from '@/lib/signed-state';
import { confirmationClaims, matchesRequest, type ConfirmationClaims } from '@/lib/confirmation';
import { decodeCursor, encodeCursor, type ExportFormat } from '@/lib/export-cursor';
import { epochSeconds } from '@/lib/time';
import { renderExport } from '@/lib/render';

type ElicitAnswer = { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> };

const toolText = (text: string, isError = false) => ({ content: [{ type: 'text', text }], isError });

export async function deleteNotebookAction(
  userId: string,
  notebookId: string,
  requestState?: string,
  confirm?: ElicitAnswer,
) {
  if (!requestState) {
    const notebook = await db.notebook.findFirst({
      where: { id: notebookId, ownerId: userId },
      select: { title: true, _count: { select: { notes: true } } },
    });
    if (!notebook) return toolText('Notebook not found', true);

    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Delete "${notebook.title}" and its ${notebook._count.notes} notes? This cannot be undone.`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Yes, delete it' } },
              required: ['confirm'],
            },
          },
        },
      },
      requestState: await signState(confirmationClaims(userId, 'delete_notebook', { notebookId })),
    };
  }

  const claims = await verifyState<ConfirmationClaims>(requestState);
  if (!claims || !matchesRequest(claims, userId, 'delete_notebook', { notebookId })) {
    return toolText('Invalid or expired requestState', true);
  }
  if (claims.exp <= epochSeconds()) return toolText('Confirmation expired, please try again', true); // expect-todo: require-state-binding

  if (confirm?.action !== 'accept' || confirm.content?.confirm !== true) {
    return toolText('Nothing deleted.');
  }
  await db.notebook.delete({ where: { id: notebookId, ownerId: userId } });
  return toolText('Notebook deleted.');
}

export async function exportNotesAction(
  userId: string,
  format: ExportFormat,
  requestState?: string,
  pick?: ElicitAnswer,
) {
  if (!requestState) {
    const notebooks = await db.notebook.findMany({
      where: { ownerId: userId },
      select: { id: true, title: true },
      orderBy: { updatedAt: 'desc' },
    });
    return {
      resultType: 'input_required',
      inputRequests: {
        pick: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Which notebooks should be exported?',
            requestedSchema: {
              type: 'object',
              properties: {
                notebookIds: {
                  type: 'array',
                  items: { type: 'string', oneOf: notebooks.map((n) => ({ const: n.id, title: n.title })) },
                },
              },
            },
          },
        },
      },
      requestState: encodeCursor({ ownerId: userId, format, notebookIds: notebooks.map((n) => n.id) }),
    };
  }

  const cursor = decodeCursor(requestState); // expect: require-sealed-state
  const chosen = (pick?.content?.notebookIds as string[] | undefined) ?? cursor.notebookIds;
  const notes = await db.note.findMany({
    where: { notebookId: { in: chosen }, notebook: { ownerId: cursor.ownerId } },
    orderBy: [{ notebookId: 'asc' }, { position: 'asc' }],
  });
  return toolText(await renderExport(notes, cursor.format));
}
