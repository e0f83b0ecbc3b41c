import { McpServer, type RequestStateCodec } from '@modelcontextprotocol/server';
import type { DeploymentService, RegistryService } from '../services/index.js';
import type { DeployUser } from '../types.js';
import { registerDeployTool, type DeployState } from './tools/deploy.js';
import { registerRollbackTool } from './tools/rollback.js';

export interface ToolDeps {
  user: DeployUser;
  codec: RequestStateCodec<DeployState>;
  registry: RegistryService;
  deployments: DeploymentService;
}

/**
 * One McpServer per HTTP request (createMcpHandler wants a factory). Tools verify
 * their own requestState, because the two tools use different state shapes.
 */
export function serverFactory(deps: ToolDeps) {
  return () => {
    const server = new McpServer(
      { name: 'deployer', version: '1.4.0' },
      { capabilities: { tools: {} } },
    );
    registerDeployTool(server, deps);
    registerRollbackTool(server, deps);
    return server;
  };
}
