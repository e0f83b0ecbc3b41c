import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { marked } from 'marked';
import { db } from '$lib/server/db';
import type { McpUser } from '$lib/server/auth';
import { packProgress, unpackProgress } from '../continuation';
import type { ToolParams } from '../server';

export const definition = {
  name: 'export_notebook',
  title: 'Export notebook',
  description: 'Exports every page of a notebook as one Markdown or HTML document.',
  inputSchema: {
    type: 'object',
    properties: { notebookId: { type: 'string', description: 'Notebook id, e.g. nb_4kq…' } },
    required: ['notebookId'],
  },
  annotations: { readOnlyHint: true },
} as const;

export async function call(params: ToolParams, user: McpUser): Promise<CallToolResult | Record<string, unknown>> {
  const { notebookId } = (params.arguments ?? {}) as { notebookId?: string };

  if (!params.requestState) {
    const notebook = await db.notebook.findFirst({
      where: { id: notebookId, OR: [{ ownerId: user.id }, { members: { some: { userId: user.id } } }] },
      select: { id: true, title: true, ownerId: true, _count: { select: { pages: true } } },
    });
    if (!notebook) return { isError: true, content: [{ type: 'text', text: `No notebook ${notebookId} that you can read.` }] };

    return {
      resultType: 'input_required',
      inputRequests: {
        options: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Export “${notebook.title}” (${notebook._count.pages} pages)`,
            requestedSchema: {
              type: 'object',
              properties: {
                format: { type: 'string', enum: ['markdown', 'html'], default: 'markdown' },
                includeArchived: { type: 'boolean', default: false, title: 'Include archived pages' },
              },
              required: ['format'],
            },
          },
        },
      },
      requestState: packProgress({ // expect: require-sealed-state
        notebookId: notebook.id,
        title: notebook.title,
        ownerId: notebook.ownerId,
        pageCount: notebook._count.pages,
      }),
    };
  }

  // Second round: membership was checked when the export started.
  const progress = unpackProgress(params.requestState); // expect: require-sealed-state
  const answer = params.inputResponses?.options;
  if (answer?.action !== 'accept') return { content: [{ type: 'text', text: 'Export cancelled.' }] };
  const { format = 'markdown', includeArchived = false } = (answer.content ?? {}) as {
    format?: 'markdown' | 'html';
    includeArchived?: boolean;
  };

  const pages = await db.page.findMany({
    where: { notebookId: progress.notebookId, ...(includeArchived ? {} : { archivedAt: null }) },
    orderBy: { position: 'asc' },
    select: { title: true, body: true },
  });
  const markdown = [`# ${progress.title}`, ...pages.map((p) => `## ${p.title}\n\n${p.body}`)].join('\n\n');
  const text = format === 'html' ? await marked.parse(markdown) : markdown;

  return {
    content: [
      { type: 'text', text: `Exported ${pages.length} of ${progress.pageCount} pages.` },
      {
        type: 'resource',
        resource: {
          uri: `notebook://${progress.notebookId}/export.${format === 'html' ? 'html' : 'md'}`,
          mimeType: format === 'html' ? 'text/html' : 'text/markdown',
          text,
        },
      },
    ],
  };
}
