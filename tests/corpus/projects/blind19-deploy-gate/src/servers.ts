import { McpServer } from "@modelcontextprotocol/server";
import type { Env } from "./env.js";
import { DeployerClient, RegistryClient } from "./clients.js";
import { createGateCodec, type GateCodec } from "./state/codec.js";
import { resolveStateKey } from "./state/key.js";
import { registerPromote } from "./tools/promote.js";
import { registerRollback } from "./tools/rollback.js";
import { registerTailLogs } from "./tools/tail-logs.js";

/** Composition root: everything the tools share, built once from the validated env. */
export interface GateDeps {
  readonly env: Env;
  readonly stateKey: Uint8Array;
  readonly codec: GateCodec;
  readonly deployer: DeployerClient;
  readonly registry: RegistryClient;
}

export function createDeps(env: Env): GateDeps {
  const stateKey = resolveStateKey(env);
  return {
    env,
    stateKey,
    codec: createGateCodec(stateKey, env.STATE_TTL_SECONDS), // expect: require-state-binding, no-weak-state-key
    deployer: new DeployerClient(env.DEPLOY_API_URL, env.DEPLOY_API_TOKEN),
    registry: new RegistryClient(env.REGISTRY_URL, env.REGISTRY_USER, env.REGISTRY_PASSWORD),
  };
}

const info = { name: "deploy-gate", version: "1.4.0" };

/** Change-making tools. requestState is verified by the codec before any handler runs. */
export function buildGateServer(deps: GateDeps): McpServer {
  const server = new McpServer(info, {
    capabilities: { tools: {} },
    requestState: { verify: deps.codec.verify },
  });
  registerPromote(server, deps);
  registerRollback(server, deps);
  return server;
}

/** Read-only operational tools, served on /ops. */
export function buildOpsServer(deps: GateDeps): McpServer {
  const server = new McpServer({ ...info, name: "deploy-gate-ops" }, { capabilities: { tools: {} } });
  registerTailLogs(server, deps);
  return server;
}
