// Models a @modelcontextprotocol/server 2.x server using createSdkRequestState from eslint-plugin-mcp-state/seal: bindings are implicit in requestState.tool(), round.seal takes only the state.
// @ts-nocheck
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { createSdkRequestState, createStateSealer, type SealedRound } from 'eslint-plugin-mcp-state/seal';
import { loadConfig } from './config.js';
import { scaleDeployment } from './k8s.js';

const config = loadConfig();
const sealer = createStateSealer({ keys: config.stateKeys, ttlSeconds: 300 });
const requestState = createSdkRequestState({ sealer });

type ScaleState = { deployment: string; from: number };

export function createServer(): McpServer {
  const server = new McpServer({ name: 'k8s-ops', version: '0.2.0' }, { requestState });

  server.registerTool(
    'scale_deployment',
    {
      description: 'Scale a deployment after the user confirms',
      inputSchema: z.object({ deployment: z.string(), replicas: z.number().int().min(0) }),
      annotations: { destructiveHint: true },
    },
    requestState.tool('scale_deployment', async ({ deployment, replicas }, ctx, round: SealedRound<ScaleState>) => {
      if (round.state === undefined) {
        return inputRequired({
          inputRequests: { confirm: inputRequired.elicit({ message: `Scale ${deployment} to ${replicas}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
          requestState: round.seal({ deployment, from: 3 }),
        });
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', z.object({ confirm: z.boolean() }));
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Left as is' }] };
      await scaleDeployment(round.state.deployment, replicas);
      return { content: [{ type: 'text', text: `Scaled ${deployment} from ${round.state.from} to ${replicas}` }] };
    }),
  );

  server.registerTool(
    'restart_pod',
    { description: 'Restart a pod', inputSchema: z.object({ pod: z.string() }) },
    requestState.tool('restart_pod', async ({ pod }, ctx, round: SealedRound<{ pod: string }>) => {
      if (round.state === undefined) {
        return inputRequired({
          inputRequests: { confirm: inputRequired.elicit({ message: `Restart ${pod}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
          requestState: round.seal({ pod }),
        });
      }
      return { content: [{ type: 'text', text: `Restarted ${round.state.pod}` }] };
    }),
  );
  return server;
}
