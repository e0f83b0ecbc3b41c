import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import * as hris from '../../services/hris.js';
import { confirmSchema, displayName, fail, text, userIdOf } from '../../lib/utils.js';
import { issueStateToken, readStateToken } from '../stateTokens.js';

const TOOL = 'revoke_access';
const SYSTEMS = ['sso', 'vpn', 'badge', 'github', 'google-workspace'];

export function registerAccessTools(server) {
  server.registerTool(
    TOOL,
    {
      description: "Revoke an employee's access to company systems (SSO apps, VPN, badge, GitHub, Workspace).",
      inputSchema: z.object({
        employeeId: z.string(),
        systems: z.array(z.enum(SYSTEMS)).min(1),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ employeeId, systems }, ctx) => {
      const userId = userIdOf(ctx);
      if (!(await hris.isHrAdmin(userId))) return fail('Only HR admins can revoke access.');
      const raw = ctx.mcpReq.requestState();

      if (raw === undefined) {
        const person = await hris.employee(employeeId);
        if (!person) return fail('No active employee with that id.');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Revoke ${systems.join(', ')} for ${displayName(person)}? This signs them out everywhere.`,
              requestedSchema: confirmSchema(),
            }),
          },
          requestState: issueStateToken({ step: 'confirm' }, { userId, tool: TOOL }), // expect: require-state-binding
        });
      }

      try {
        readStateToken(raw, { userId, tool: TOOL });
      } catch {
        return fail('This confirmation has expired. Please ask again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Nothing was revoked.');

      const result = await hris.iam.revoke(employeeId, systems, { actor: userId });
      return text(`Revoked ${result.revoked.join(', ')}.`);
    },
  );
}
