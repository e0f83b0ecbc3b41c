import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { describeRelease, purgeRelease, registryCredentialsFor } from '../registry.js';
import { issueConfirmation, readConfirmation, sameTarget } from '../state/confirm-token.js';
import { callerOf, refuse } from './shared.js';

const PurgeArgs = z.object({
  service: z.string().regex(/^[a-z0-9-]+$/),
  version: z.string().regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/),
});
const Confirm = z.object({ confirm: z.boolean(), typeServiceName: z.string() });

export function registerPurge(server: McpServer) {
  server.registerTool(
    'purge_release',
    {
      description: 'Delete a release and its images from the registry. Cannot be undone.',
      inputSchema: PurgeArgs,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const release = await describeRelease(args.service, args.version);
        if (!release) return refuse(`No release ${args.service}@${args.version}.`);
        if (release.deployedIn.length > 0) {
          return refuse(`${args.service}@${args.version} is still deployed in ${release.deployedIn.join(', ')}.`);
        }
        // Fetch the registry credentials now so the confirm round doesn't have to
        // wait on Vault again (it can take a few seconds under load).
        const creds = await registryCredentialsFor(args.service);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Purge ${args.service}@${args.version} (${release.images.length} images)? Type the service name to confirm.`,
              requestedSchema: Confirm,
            }),
          },
          requestState: await issueConfirmation(args, userId, { registryToken: creds.token }), // expect: no-secrets-in-state, require-state-binding
        });
      }

      const claims = await readConfirmation(raw, userId).catch(() => null);
      if (!claims || !sameTarget(claims, args)) {
        return refuse('This confirmation is no longer valid. Start again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
      if (answer?.confirm !== true || answer.typeServiceName !== args.service) {
        return { content: [{ type: 'text', text: 'Purge cancelled.' }] };
      }

      await purgeRelease(args.service, args.version, String(claims.registryToken));
      return { content: [{ type: 'text', text: `Purged ${args.service}@${args.version}.` }] };
    },
  );
}
