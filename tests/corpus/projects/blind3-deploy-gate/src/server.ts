import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { loadConfig } from './config.js';
import { makeDeployCodec, type DeployState } from './state.js';
import { pushAndRoll } from './rollout.js';

const cfg = loadConfig();
const codec = makeDeployCodec(cfg); // expect: no-weak-state-key

const credentialsSchema = {
  type: 'object',
  properties: { user: { type: 'string' }, password: { type: 'string', format: 'password' } },
  required: ['user', 'password'],
} as const;

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'deploy-gate', version: '0.4.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );

  server.registerTool(
    'deploy',
    {
      description: 'Build, push and roll out a service',
      inputSchema: { service: z.string(), environment: z.enum(['staging', 'production']) },
      annotations: { destructiveHint: true },
    },
    async ({ service, environment }, ctx) => {
      const prior = await ctx.mcpReq.requestState<DeployState>();

      if (!prior) {
        return inputRequired({
          inputRequests: {
            registry: inputRequired.elicit({ message: `Registry login to push ${service}`, requestedSchema: credentialsSchema }),
          },
          requestState: await codec.mint({ service, environment, step: 'credentials' }),
        });
      }

      if (prior.step === 'credentials') {
        const creds = acceptedContent<{ user: string; password: string }>(ctx.mcpReq.inputResponses, 'registry');
        if (!creds) return { content: [{ type: 'text', text: 'Deploy cancelled.' }], isError: true };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Roll ${service} out to ${environment}?`,
              requestedSchema: { type: 'object', properties: { go: { type: 'boolean' } }, required: ['go'] },
            }),
          },
          requestState: await codec.mint({
            ...prior,
            step: 'confirm',
            registryUser: creds.user,
            registryPassword: creds.password, // expect: no-secrets-in-state
          }),
        });
      }

      const answer = acceptedContent<{ go: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.go !== true) return { content: [{ type: 'text', text: 'Not deployed.' }] };
      const url = await pushAndRoll(prior.service, prior.environment, prior.registryUser!, prior.registryPassword!);
      return { content: [{ type: 'text', text: `Deployed ${prior.service}: ${url}` }] };
    },
  );

  return server;
}
