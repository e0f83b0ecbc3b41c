import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec } from './state.js';
import { registerImportGlossary } from './tools/import-glossary.js';
import { registerMergeTerms } from './tools/merge-terms.js';
import { registerSuggestTranslation } from './tools/suggest-translation.js';

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'termbase', version: '0.9.0' },
    {
      capabilities: { tools: {} },
      // Every requestState is checked (MAC, expiry, user binding) before a handler sees it;
      // a forged or stale one is answered with -32602 by the SDK.
      requestState: { verify: stateCodec.verify },
    },
  );
  registerMergeTerms(server);
  registerImportGlossary(server);
  registerSuggestTranslation(server);
  return server;
}
