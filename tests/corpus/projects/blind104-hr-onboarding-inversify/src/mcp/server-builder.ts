// Creates a fresh McpServer per request with a verifying request-state codec and all tool modules.
// @ts-nocheck
import { inject, injectable, multiInject } from 'inversify';
import { McpServer, createRequestStateCodec } from '@modelcontextprotocol/server';
import { TYPES, type ToolModule } from '../ioc/types';
import type { Settings } from '../config/settings';
import { principalOf, type BoundState } from './state-binding';

@injectable()
export class McpServerBuilder {
  private readonly codec;

  constructor(
    @inject(TYPES.Settings) settings: Settings,
    @multiInject(TYPES.ToolModule) private readonly modules: ToolModule[],
  ) {
    this.codec = createRequestStateCodec<BoundState>({
      key: settings.stateKey,
      ttlSeconds: 600,
      bind: (ctx) => principalOf(ctx),
    });
  }

  build() {
    const server = new McpServer(
      { name: 'hr-onboarding', version: '0.9.2' },
      {
        capabilities: { tools: {} },
        requestState: { verify: (state, ctx) => this.codec.verify(state, ctx) },
      },
    );
    for (const module of this.modules) {
      module.register(server, this.codec);
    }
    return server;
  }
}
