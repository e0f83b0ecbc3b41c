// Models an HR MCP server (SDK 2.x) whose sealed state holds words that only look secret — secretary, passwordless, author, locale sk-SK — plus one real leak.
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { sealState, openState } from 'eslint-plugin-mcp-state/seal';
import * as z from 'zod/v4';
import { directory, onboarding } from './hr.js';

export function createServer(): McpServer {
  const server = new McpServer({ name: 'hr', version: '1.5.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'onboard_employee',
    { description: 'Onboard a new employee', inputSchema: z.object({ email: z.string().email(), team: z.string() }) },
    async ({ email, team }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string;
      const binding = { userId, tool: 'onboard_employee', args: { email, team } };
      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const manager = await directory.managerOf(team);
        const state = {
          email,
          team,
          secretary: manager.assistantName,
          passwordless: true,
          author: manager.displayName,
          locale: manager.country === 'SK' ? 'sk-SK' : 'en-GB',
          keyboard: 'qwertz',
          badgeNumber: await onboarding.nextBadge(),
        };
        return inputRequired({
          inputRequests: { start: inputRequired.elicit({ message: `Start date for ${email}?`, requestedSchema: z.object({ start: z.string() }) }) },
          requestState: sealState(state, binding),
        });
      }
      const opened = openState<{ email: string; team: string; badgeNumber: string }>(raw, binding);
      if (!opened.ok) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      const start = acceptedContent<{ start: string }>(ctx.mcpReq.inputResponses, 'start')?.start;
      const account = await onboarding.createAccount(opened.state.email, opened.state.team, start);
      return { content: [{ type: 'text', text: `Account ${account.id} created; badge ${opened.state.badgeNumber}` }] };
    },
  );

  server.registerTool(
    'reset_access',
    { description: 'Reset an employee’s access', inputSchema: z.object({ employeeId: z.string() }) },
    async ({ employeeId }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string;
      const temp = await onboarding.issueTemporaryPassword(employeeId);
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Reset access for ${employeeId}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
        requestState: sealState(
          {
            employeeId,
            temporaryPassword: temp.value, // expect: no-secrets-in-state
            expiresAt: temp.expiresAt,
            author: ctx.http?.authInfo?.clientId,
          },
          { userId, tool: 'reset_access' },
        ),
      });
    },
  );
  return server;
}
