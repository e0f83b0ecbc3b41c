#!/usr/bin/env node
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createDeployHandler, deployToolDefinition, DEPLOY_TOOL, type CallParams, type Deployer } from './tools/deploy.js';
import type { Environment } from './settings.js';

const CI_API = process.env.GATE_CI_API ?? 'https://ci.internal.example/api';
const CI_TOKEN = process.env.GATE_CI_TOKEN;

async function ci<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${CI_API}${path}`, {
    ...init,
    headers: { ...(init.headers ?? {}), authorization: `Bearer ${CI_TOKEN}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`CI ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

const deployer: Deployer = {
  async changelog(service, ref) {
    const body = await ci<{ text: string }>(`/services/${service}/changelog?to=${encodeURIComponent(ref)}`);
    return body.text;
  },
  async deploy(service: string, ref: string, env: Environment, actor: string) {
    return ci<{ runUrl: string }>(`/services/${service}/deploys`, {
      method: 'POST',
      body: JSON.stringify({ ref, env, requestedBy: actor }),
    });
  },
};

const handleDeploy = createDeployHandler(deployer);

const server = new Server({ name: 'deploy-gate', version: '2.1.4' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [deployToolDefinition] }));

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const params = request.params as unknown as CallParams;
  if (params.name !== DEPLOY_TOOL) {
    return { content: [{ type: 'text', text: `unknown tool ${params.name}` }], isError: true };
  }
  // On stdio there is no OAuth; the operator identity comes from the launcher.
  const actor = (extra.authInfo?.extra?.userId as string | undefined) ?? process.env.GATE_OPERATOR;
  if (!actor) {
    return { content: [{ type: 'text', text: 'No operator identity; set GATE_OPERATOR.' }], isError: true };
  }
  return (await handleDeploy(params, actor)) as never;
});

if (!CI_TOKEN) {
  process.stderr.write('[deploy-gate] GATE_CI_TOKEN is not set; deploy calls will fail\n');
}

await server.connect(new StdioServerTransport());
