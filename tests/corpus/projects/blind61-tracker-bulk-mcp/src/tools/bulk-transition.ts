import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { logId, userOf } from '../auth.js';
import { refusal, resume } from '../security/resume.js';
import type { StateSigner } from '../security/state-signer.js';
import type { JiraClient } from '../tracker/jira.js';

const TOOL = 'bulk_transition';

interface ConfirmRound {
  step: 'confirm';
  matched: number;
}

export function registerBulkTransition(server: McpServer, deps: { signer: StateSigner; jira: JiraClient }): void {
  const { signer, jira } = deps;

  server.registerTool(
    TOOL,
    {
      description: 'Move every issue matching a JQL query to another status (e.g. close out a sprint)',
      inputSchema: z.object({ jql: z.string().min(1), toStatus: z.string().min(1) }),
      annotations: { destructiveHint: true },
    },
    async ({ jql, toStatus }, ctx) => {
      const userId = userOf(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const preview = await jira.search(jql, { maxResults: 5 });
        if (preview.total === 0) return { content: [{ type: 'text', text: 'No issue matches that query.' }] };
        const sample = preview.issues.map((i) => `${i.key} ${i.fields.summary}`).join('\n');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Move ${preview.total} issues to "${toStatus}"?\n${sample}${preview.total > 5 ? '\n…' : ''}`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Move them' } }, required: ['confirm'] },
            }),
          },
          requestState: signer.seal<ConfirmRound>({ step: 'confirm', matched: preview.total }, { userId, tool: TOOL }), // expect: require-state-binding
        });
      }

      const resumed = resume<ConfirmRound>(signer, token, { userId, tool: TOOL }); // expect: require-state-binding
      if (!resumed.ok) return refusal(resumed.reason);

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Nothing was changed.' }] };

      console.info(`[bulk_transition] ${logId(userId)} moving ${resumed.data.matched} issues to ${toStatus}`);
      const { moved, failed } = await jira.transitionAll(jql, toStatus);
      const tail = failed.length ? `\nNo "${toStatus}" transition for: ${failed.join(', ')}` : '';
      return { content: [{ type: 'text', text: `Moved ${moved} of ${resumed.data.matched} issues.${tail}` }] };
    },
  );
}
