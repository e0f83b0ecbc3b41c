// MCP server (SDK 2.x) with run_runbook: shows the plan, waits for an operator's go, then runs a step.
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { StateVault, signResumeLink, verifyResumeLink } from './vault/index.js';

const TOOL = 'run_runbook';
const vault = process.env.RUNBOOK_LOCAL === '1' ? StateVault.forLocalMode() : StateVault.fromEnv();

export function buildServer(): McpServer {
  const server = new McpServer({ name: 'runbook-runner', version: '1.0.0-rc.2' }, { capabilities: { tools: {} } });

  server.registerTool(
    TOOL,
    {
      description: 'Run the next step of an operations runbook after operator approval',
      inputSchema: { runbookId: z.string(), step: z.number().int().nonnegative(), resumeSig: z.string().optional() },
      annotations: { destructiveHint: true },
    },
    async ({ runbookId, step, resumeSig }, ctx) => {
      const authInfo = ctx.http?.authInfo;
      const userId = authInfo?.extra?.userId;
      if (!authInfo || !userId) return { isError: true, content: [{ type: 'text', text: 'Authentication required' }] };
      if (resumeSig !== undefined && !verifyResumeLink(runbookId, resumeSig)) {
        return { isError: true, content: [{ type: 'text', text: 'Bad resume link' }] };
      }

      const { token: bearer, clientId, expiresAt } = authInfo;
      const raw = await ctx.mcpReq.requestState();

      if (!raw) {
        const requestState = vault.seal(
          {
            runbookId,
            step,
            clientId,
            tokenExpiresAt: expiresAt,
            session: bearer, // expect-todo: no-secrets-in-state
          },
          { userId, tool: TOOL },
        );
        return inputRequired({
          inputRequests: {
            go: inputRequired.elicit({
              message: `Run step ${step} of ${runbookId}? Resume link: /runs/${runbookId}?sig=${signResumeLink(runbookId)}`,
              requestedSchema: { type: 'object', properties: { go: { type: 'boolean' } }, required: ['go'] },
            }),
          },
          requestState,
        });
      }

      const state = vault.open(raw, { userId, tool: TOOL });
      if (!state || state.runbookId !== runbookId || state.step !== step) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      if (acceptedContent(ctx.mcpReq.inputResponses, 'go')?.go !== true) return { content: [{ type: 'text', text: 'Step skipped' }] };
      return { content: [{ type: 'text', text: `Running step ${step} of ${runbookId}` }] };
    },
  );

  return server;
}
