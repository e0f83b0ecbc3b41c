// Models an MCP SDK 1.x McpServer tool that uses a short-lived jsonwebtoken as requestState (user, tool, 10 minutes) and verifies it on the retry.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { inviteMember } from './teams.js';

const STATE_SECRET = process.env.JWT_STATE_SECRET!;
const TOOL = 'invite_member';

type InviteState = { sub: string; tool: string; teamId: string; email: string };

export function register(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Invite someone to a team',
      inputSchema: { teamId: z.string(), email: z.string().email() },
      annotations: { destructiveHint: false },
    },
    async ({ teamId, email }, extra) => {
      const sub = extra.authInfo?.extra?.userId as string;
      const meta = (extra._meta ?? {}) as { requestState?: string; inputResponses?: Record<string, any> };
      if (!meta.requestState) {
        const requestState = jwt.sign({ sub, tool: TOOL, teamId, email }, STATE_SECRET, { expiresIn: '10m', algorithm: 'HS256' });
        return {
          resultType: 'input_required',
          inputRequests: {
            role: { method: 'elicitation/create', params: { mode: 'form', message: `Role for ${email}?`, requestedSchema: { type: 'object', properties: { role: { type: 'string', enum: ['member', 'admin'] } } } } },
          },
          requestState,
        };
      }
      let state: InviteState;
      try {
        state = jwt.verify(meta.requestState, STATE_SECRET, { algorithms: ['HS256'] }) as InviteState;
      } catch {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      if (state.sub !== sub || state.tool !== TOOL || state.teamId !== teamId || state.email !== email) {
        return { isError: true, content: [{ type: 'text', text: 'State does not match this call' }] };
      }
      const role = meta.inputResponses?.role?.content?.role ?? 'member';
      const invite = await inviteMember(teamId, email, role);
      return { content: [{ type: 'text', text: `Invitation ${invite.id} sent` }] };
    },
  );
}
