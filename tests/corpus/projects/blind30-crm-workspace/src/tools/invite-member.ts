import { inputRequired } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { BaseTool, type ToolCtx } from './base.js';
import { Confirmable, DelegatedAccess } from './mixins.js';

const shape = {
  email: z.string().email(),
  team: z.string().min(1),
  role: z.enum(['viewer', 'member', 'admin']).default('member'),
};
type InviteArgs = { email: string; team: string; role: 'viewer' | 'member' | 'admin' };

export class InviteMemberTool extends DelegatedAccess(Confirmable(BaseTool)) {
  readonly name = 'invite_member';
  readonly description = 'Invite someone to a CRM team. Shows the remaining seats and asks before sending.';
  readonly shape = shape;

  async handle(args: Record<string, unknown>, ctx: ToolCtx): Promise<CallToolResult> {
    const { email, team, role } = args as InviteArgs;
    const pending = this.pending(ctx);

    if (pending === undefined) {
      const grant = await this.delegatedGrant(ctx);
      const seats = await this.crmWith(grant).seatsLeft(team);
      if (seats < 1) {
        return { isError: true, content: [{ type: 'text', text: `${team} has no free seats.` }] };
      }
      return inputRequired({
        inputRequests: { confirm: this.confirmation(`Invite ${email} to ${team} as ${role}? ${seats} seat(s) left.`) },
        requestState: await this.codec.mint(
          {
            tool: this.name,
            step: 'confirm',
            email,
            team,
            role,
            // the exchange endpoint is rate limited; reuse the grant for the second round
            crmAccess: grant.accessToken, // expect: no-secrets-in-state
          },
          ctx,
        ),
      });
    }

    if (!this.wasConfirmed(ctx)) {
      return { content: [{ type: 'text', text: 'Invitation not sent.' }] };
    }
    await this.crmWith(String(pending.crmAccess)).invite(String(pending.email), String(pending.team), String(pending.role));
    return { content: [{ type: 'text', text: `Invitation sent to ${pending.email}.` }] };
  }
}
