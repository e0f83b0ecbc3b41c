import { McpServer } from '@modelcontextprotocol/server';
import type { AppConfig, Bindings } from './env';
import { makeStateCodec, type StateCodec } from './state';
import { GithubClient } from './services/github';
import { HelpdeskClient } from './services/helpdesk';
import { registerEscalate } from './tools/escalate';
import { registerTriage } from './tools/triage';
import { registerLinkGithub } from './tools/linkGithub';

export interface ToolDeps {
  env: Bindings;
  helpdesk: HelpdeskClient;
  github: GithubClient;
  codec<T>(): StateCodec<T>;
}

export type ToolPlugin = (server: McpServer, deps: ToolDeps) => void;

const plugins: readonly ToolPlugin[] = [registerEscalate, registerTriage, registerLinkGithub];

export function buildServer(config: AppConfig, env: Bindings): McpServer {
  const server = new McpServer(
    { name: 'helpdesk-worker', version: '0.9.2' },
    { capabilities: { tools: {} } },
  );

  const deps: ToolDeps = {
    env,
    helpdesk: new HelpdeskClient(config.helpdeskApi, env.HELPDESK_TOKEN),
    github: new GithubClient(config.github.clientId, config.github.clientSecret),
    codec: <T>() => makeStateCodec<T>(config.stateSecret, config.stateTtlSeconds), // expect: require-state-binding
  };

  for (const plugin of plugins) plugin(server, deps);
  return server;
}
