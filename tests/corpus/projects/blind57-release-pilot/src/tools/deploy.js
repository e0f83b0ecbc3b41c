import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as argo from '../argocd.js';
import { confirmRequest, refused, shortSha, text } from './shared.js';

const TOOL = 'deploy_service';

export function registerDeploy(server, { codec }) {
  server.registerTool(
    TOOL,
    {
      description: 'Sync an Argo CD application to a git revision. Shows what changes and asks a human to confirm.',
      inputSchema: z.object({
        app: z.string().min(1),
        revision: z.string().regex(/^[0-9a-f]{7,40}$/, 'a git sha'),
      }),
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async ({ app, revision }, ctx) => {
      argo.assertManaged(app);
      const state = ctx.mcpReq.requestState();

      if (state === undefined) {
        const session = await argo.openSession();
        const diff = await argo.diffSummary(app, revision, session);
        const summary = diff.changed.length
          ? `${diff.changed.length} of ${diff.total} resources change:\n- ${diff.changed.slice(0, 15).join('\n- ')}`
          : 'No resource changes (config-only sync).';
        return inputRequired({
          inputRequests: { confirm: confirmRequest(`Deploy ${app} @ ${shortSha(revision)}?\n\n${summary}`) },
          requestState: await codec.mint(
            {
              tool: TOOL,
              app,
              revision,
              sessionToken: session.token, // expect: no-secrets-in-state
            },
            ctx,
          ),
        });
      }

      if (state.tool !== TOOL || state.app !== app || state.revision !== revision) {
        return refused('this confirmation was given for a different deploy');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return text(`Deploy of ${app} cancelled.`);
      }

      await argo.sync(state.app, state.revision, { token: state.sessionToken });
      return text(`Syncing ${app} to ${shortSha(state.revision)}${answer.note ? ` (${answer.note})` : ''}.`);
    },
  );
}
