import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as argo from '../argocd.js';
import { confirmRequest, refused, shortSha, text } from './shared.js';

export function registerRollback(server, { codec }) {
  server.registerTool(
    'rollback_service',
    {
      description: 'Roll an Argo CD application back to a revision from its deploy history.',
      inputSchema: z.object({
        app: z.string().min(1),
        toRevision: z.string().min(7).describe('git sha (prefix ok) of a previous deploy'),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ app, toRevision }, ctx) => {
      argo.assertManaged(app);
      const session = await argo.openSession();
      const past = await argo.history(app, session);
      const target = past.find((h) => h.revision.startsWith(toRevision));
      if (!target) {
        return text(`${toRevision} is not in the deploy history of ${app}.`);
      }

      const state = ctx.mcpReq.requestState();
      if (state === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: confirmRequest(`Roll ${app} back to ${shortSha(target.revision)} (deployed ${target.deployedAt})?`),
          },
          requestState: await codec.mint({ tool: 'rollback_service', app }, ctx), // expect: require-state-binding
        });
      }

      if (state.tool !== 'rollback_service' || state.app !== app) {
        return refused('this confirmation belongs to another action');
      }
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
        return text('Rollback cancelled.');
      }
      await argo.rollback(app, target.id, session);
      return text(`Rolling ${app} back to ${shortSha(target.revision)}.`);
    },
  );
}
