// Models an MCP server on @modelcontextprotocol/server 2.x (registerTool) with a hand-rolled state sealer that compares MAC buffers with .equals() and !Buffer.compare().
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { createHmac } from 'node:crypto';
import * as z from 'zod/v4';
import { deploy, currentRelease } from './releases.js';

const STATE_KEY = Buffer.from(process.env.MCP_STATE_KEY ?? '', 'base64');
const STATE_TTL_MS = 10 * 60 * 1000;

interface DeployState {
  sub: string;
  tool: 'deploy_service';
  service: string;
  version: string;
  exp: number;
}

function macFor(body: string): Buffer {
  return createHmac('sha256', STATE_KEY).update(body).digest(); // expect: no-weak-state-key
}

function seal(state: DeployState): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${body}.${macFor(body).toString('base64url')}`;
}

function unseal(token: string): DeployState | undefined {
  const [body, tag] = token.split('.', 2);
  if (!body || !tag) return undefined;
  const expected = macFor(body);
  if (!expected.equals(Buffer.from(tag, 'base64url'))) return undefined; // expect: no-timing-unsafe-compare
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DeployState;
}

function unsealLegacy(token: string): DeployState | undefined {
  const [body, tag] = token.split('.', 2);
  if (!body || !tag) return undefined;
  if (!Buffer.compare(macFor(body), Buffer.from(tag, 'base64url'))) { // expect: no-timing-unsafe-compare
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DeployState;
  }
  return undefined;
}

export function buildServer(): McpServer {
  const server = new McpServer({ name: 'deployer', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'deploy_service',
    {
      description: 'Deploy a service version to production',
      inputSchema: z.object({ service: z.string(), version: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ service, version }, ctx) => {
      const sub = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (sub === undefined) {
        return { isError: true, content: [{ type: 'text', text: 'Authentication required' }] };
      }
      const live = await currentRelease(service);
      if (live.version === version) {
        return { content: [{ type: 'text', text: `${service}@${version} is already live` }] };
      }
      const raw = ctx.mcpReq.requestState<string>();
      if (raw === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Deploy ${service}@${version} over ${live.version}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: seal({ sub, tool: 'deploy_service', service, version, exp: Date.now() + STATE_TTL_MS }),
        });
      }
      const state = unseal(raw) ?? unsealLegacy(raw);
      if (!state || state.sub !== sub || state.tool !== 'deploy_service' || state.exp < Date.now()) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      if (state.service !== service || state.version !== version) {
        return { isError: true, content: [{ type: 'text', text: 'State does not match this request' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) {
        return { content: [{ type: 'text', text: 'Deployment cancelled' }] };
      }
      const result = await deploy(service, version);
      return { content: [{ type: 'text', text: `Deployed, release ${result.releaseId}` }] };
    },
  );
  return server;
}
