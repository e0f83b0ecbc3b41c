// Module that builds the key provider, CMS client and page tools and installs them on a server.
// @ts-nocheck
import type { McpServer } from '@modelcontextprotocol/server';
import { CmsClient } from './cms/cms-client.js';
import { KeyProvider } from './keys/key-provider.js';
import { PublishPageTool, UnpublishPageTool } from './tools/index.js';
import type { RoundTripTool } from './core/round-trip-tool.js';

/** Nest-style module: `DocsModule.forRoot()` builds providers once per process. */
export default class DocsModule {
  private constructor(private readonly tools: RoundTripTool<any, any>[]) {}

  static forRoot(env: NodeJS.ProcessEnv = process.env): DocsModule {
    const keys = new KeyProvider(env);
    void keys.stateKey; // fail fast at boot, not on the first tool call
    const cms = new CmsClient(env);
    return new DocsModule([new PublishPageTool(keys, cms), new UnpublishPageTool(keys, cms)]);
  }

  install(server: McpServer): McpServer {
    for (const tool of this.tools) tool.register(server);
    return server;
  }
}
