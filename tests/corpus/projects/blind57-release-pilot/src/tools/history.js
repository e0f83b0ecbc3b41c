import * as z from 'zod/v4';
import * as argo from '../argocd.js';
import { shortSha } from './shared.js';

export function registerHistory(server) {
  server.registerTool(
    'deploy_history',
    {
      description: 'List the recent deploys of an Argo CD application, newest first.',
      inputSchema: z.object({ app: z.string().min(1), limit: z.number().int().min(1).max(50).default(10) }),
      annotations: { readOnlyHint: true },
    },
    async ({ app, limit }) => {
      argo.assertManaged(app);
      const session = await argo.openSession();
      const rows = (await argo.history(app, session)).slice(0, limit);
      return {
        content: [
          {
            type: 'text',
            text: rows.length
              ? rows.map((r) => `${shortSha(r.revision)}  ${r.deployedAt}  (history id ${r.id})`).join('\n')
              : `${app} has no deploy history yet.`,
          },
        ],
        structuredContent: { deploys: rows },
      };
    },
  );
}
