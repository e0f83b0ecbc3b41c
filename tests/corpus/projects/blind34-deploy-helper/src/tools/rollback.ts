import * as z from 'zod/v4';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import * as deployApi from '../deployApi.js';
import { signState, verifyState, type StateClaims } from '../jwtHelpers.js';
import { callerOf, text, fail, ago } from '../misc.js';

const TOOL = 'rollback_release';

export function registerRollback(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Roll a service in production back to an earlier release. Asks for confirmation.',
      inputSchema: z.object({ service: z.string(), toVersion: z.string() }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const user = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const [current, all] = await Promise.all([deployApi.currentRelease(args.service), deployApi.releases(args.service)]);
        const target = all.find((r) => r.version === args.toVersion);
        if (!target) return fail(`${args.service} has no release ${args.toVersion}`);
        if (target.version === current.version) return text(`${args.service} already runs ${current.version}`);

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Roll ${args.service} back from ${current.version} (${ago(current.deployedAt)}) to ${target.version}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: signState({ sub: user, tool: TOOL, step: 'confirm' }), // expect: require-state-binding
        });
      }

      let claims: StateClaims;
      try {
        claims = verifyState(raw);
      } catch {
        return fail('That confirmation expired or was tampered with. Ask again.');
      }
      if (claims.sub !== user || claims.tool !== TOOL) return fail('That confirmation was not issued to you for this tool.');

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Rollback cancelled.');

      const rel = await deployApi.rollback(args.service, args.toVersion, user);
      return text(`${rel.service} is back on ${rel.version} (${rel.sha.slice(0, 7)}).`);
    },
  );
}
