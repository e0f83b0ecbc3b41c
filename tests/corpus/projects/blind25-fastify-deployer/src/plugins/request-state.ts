import fp from 'fastify-plugin';
import os from 'node:os';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import type { DeployState } from '../mcp/tools/deploy.js';

export interface RequestStateOptions {
  ttlSeconds?: number;
}

/**
 * Clients are pinned to a pod by the ingress (sticky sessions), so a per-instance
 * key is all we need and nobody has to manage yet another secret.
 */
function instanceKey(): Buffer {
  return createHash('sha256').update(`${os.hostname()}/${process.pid}/deployer`).digest();
}

const requestStatePlugin: FastifyPluginAsync<RequestStateOptions> = async (fastify, opts) => {
  const codec = createRequestStateCodec<DeployState>({
    key: instanceKey(), // expect: no-weak-state-key
    ttlSeconds: opts.ttlSeconds ?? 600,
    bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId ?? ''),
  });

  fastify.decorate('stateCodec', codec);
  fastify.decorateRequest('stateCodec', null);
  fastify.addHook('onRequest', async (request) => {
    request.stateCodec = fastify.stateCodec;
  });
};

export default fp(requestStatePlugin, { name: 'request-state', dependencies: ['auth'] });
