import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { db } from '$lib/server/db';
import type { McpUser } from '$lib/server/auth';
import { signRound, verifyRound } from '../round-jwt';
import type { ToolParams } from '../server';

const TOOL = 'share_notebook';

export const definition = {
  name: TOOL,
  title: 'Share notebook',
  description: 'Gives another person access to a notebook you own. Asks which role they should get.',
  inputSchema: {
    type: 'object',
    properties: {
      notebookId: { type: 'string' },
      email: { type: 'string', format: 'email' },
    },
    required: ['notebookId', 'email'],
  },
} as const;

const fail = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

export async function call(params: ToolParams, user: McpUser): Promise<CallToolResult | Record<string, unknown>> {
  const { notebookId, email } = (params.arguments ?? {}) as { notebookId: string; email: string };

  if (!params.requestState) {
    const notebook = await db.notebook.findUnique({ where: { id: notebookId }, select: { title: true, ownerId: true } });
    if (!notebook || (notebook.ownerId !== user.id && user.role !== 'admin')) {
      return fail('Only the owner can share this notebook.');
    }
    return {
      resultType: 'input_required',
      inputRequests: {
        role: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Share “${notebook.title}” with ${email} as…`,
            requestedSchema: {
              type: 'object',
              properties: { role: { type: 'string', enum: ['viewer', 'editor'] } },
              required: ['role'],
            },
          },
        },
      },
      requestState: signRound({ sub: user.id, tool: TOOL, notebookId, email }), // expect: require-state-binding
    };
  }

  const claims = verifyRound(params.requestState, { sub: user.id, tool: TOOL });
  if (!claims || claims.notebookId !== notebookId || claims.email !== email) {
    return fail('This share request is no longer valid. Ask again.');
  }
  const answer = params.inputResponses?.role;
  if (answer?.action !== 'accept') return { content: [{ type: 'text', text: 'Not shared.' }] };
  const role = answer.content?.role === 'editor' ? 'editor' : 'viewer';

  const invitee = await db.user.upsert({ where: { email }, create: { email, invited: true }, update: {} });
  await db.notebookMember.upsert({
    where: { notebookId_userId: { notebookId, userId: invitee.id } },
    create: { notebookId, userId: invitee.id, role },
    update: { role },
  });
  return { content: [{ type: 'text', text: `Shared with ${email} as ${role}.` }] };
}
