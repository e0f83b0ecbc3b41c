import * as z from 'zod/v4';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import * as deployApi from '../deployApi.js';
import { signState, verifyState } from '../jwtHelpers.js';
import { callerOf, peekState, shortSha, text, fail } from '../misc.js';

const TOOL = 'promote_build';

// start -> pick-env -> confirm
export function registerPromote(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Promote the latest build of a service to staging or production',
      inputSchema: z.object({ service: z.string() }),
    },
    async ({ service }, ctx) => {
      const user = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();
      const peek = raw ? peekState(raw) : undefined; // expect: require-sealed-state

      switch (peek?.step ?? 'start') {
        case 'start': {
          const build = await deployApi.latestBuild(service);
          return inputRequired({
            inputRequests: {
              env: inputRequired.elicit({
                message: `Latest ${service} build is ${shortSha(build.sha)}. Promote it where?`,
                requestedSchema: {
                  type: 'object',
                  properties: { env: { type: 'string', enum: ['staging', 'production'] } },
                  required: ['env'],
                },
              }),
            },
            requestState: signState({ sub: user, tool: TOOL, step: 'pick-env', service, build: build.id, sha: build.sha }),
          });
        }

        case 'pick-env': {
          // nothing happens in this round, the token gets verified at the confirm step
          const picked = acceptedContent<{ env: string }>(ctx.mcpReq.inputResponses, 'env');
          if (!picked) return text('Promotion cancelled.');
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message: `Promote ${peek!.service} ${shortSha(peek!.sha)} to ${picked.env}?`,
                requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
              }),
            },
            requestState: signState({
              sub: user,
              tool: TOOL,
              step: 'confirm',
              service: peek!.service,
              build: peek!.build,
              sha: peek!.sha,
              env: picked.env,
            }),
          });
        }

        case 'confirm': {
          let claims;
          try {
            claims = verifyState(raw!);
          } catch {
            return fail('That confirmation expired or was tampered with.');
          }
          if (claims.sub !== user || claims.tool !== TOOL || claims.service !== service) {
            return fail('That confirmation was for another request.');
          }
          const yes = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
          if (!yes?.confirm) return text('Promotion cancelled.');
          const rel = await deployApi.promote(String(claims.service), String(claims.build), String(claims.env), user);
          return text(`${rel.service} ${rel.version} is live on ${rel.env}.`);
        }

        default:
          return fail(`Unknown step ${peek?.step}`);
      }
    },
  );
}
