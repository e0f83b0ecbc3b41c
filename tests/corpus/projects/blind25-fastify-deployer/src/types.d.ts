import type { RequestStateCodec } from '@modelcontextprotocol/server';
import type { DeployState } from './mcp/tools/deploy.js';

export interface DeployUser {
  id: string;
  login: string;
  clientId: string;
  scopes: string[];
  tokenExpiresAt: number; // epoch seconds
  accessToken: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    stateCodec: RequestStateCodec<DeployState>;
  }
  interface FastifyRequest {
    user: DeployUser | null;
    stateCodec: RequestStateCodec<DeployState> | null;
  }
}
