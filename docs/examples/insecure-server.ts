// DO NOT COPY. The same tools as sealed-server.ts, with `requestState` as base64 JSON: the client can read it, change
// it, replay it as another user or on another tool, and keep it forever. `mcp-state/require-sealed-state` reports it;
// the conformance kit (eslint-plugin-mcp-state/testing) fails it.
//
//   npx tsx docs/examples/insecure-server.ts
import { pathToFileURL } from 'node:url';
import { McpServer, acceptedContent, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { serveOverHttp, type RunningServer } from './serve-http.js';

export type ExampleServerOptions = {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  readonly port?: number;
  /** Accepted for the same interface as the sealed server; this server never looks at the time. */
  readonly now?: () => number;
};

type DeployState = { release: string };
type RenameState = { documentId: string };

const confirmation = z.object({ confirm: z.boolean().describe('Yes, go ahead') });

function askToConfirm(message: string) {
  return { confirm: inputRequired.elicit({ message, requestedSchema: confirmation }) };
}

const RELEASES: Readonly<Record<string, string>> = { api: 'api-2026.11.3', web: 'web-2026.11.1' };

export async function startInsecureServer(options: ExampleServerOptions = {}): Promise<RunningServer> {
  function createServer(): McpServer {
    const server = new McpServer({ name: 'insecure-example', version: '1.0.0' });

    server.registerTool(
      'deploy',
      {
        description: 'Deploy the latest release of a service, after the user confirms',
        inputSchema: z.object({ service: z.string(), environment: z.enum(['staging', 'production']) }),
        annotations: { destructiveHint: true },
      },
      async ({ service, environment }, ctx) => {
        const requestState = ctx.mcpReq.requestState<string>();
        if (requestState === undefined) {
          const release = RELEASES[service] ?? `${service}-latest`;
          return inputRequired({
            inputRequests: askToConfirm(`Deploy ${release} to ${environment}?`),
            requestState: Buffer.from(JSON.stringify({ release })).toString('base64'),
          });
        }
        const state = JSON.parse(Buffer.from(requestState, 'base64').toString('utf8')) as DeployState;
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmation);
        const text = answer?.confirm === true ? `Deployed ${state.release} to ${environment}.` : 'Deployment cancelled.';
        return { content: [{ type: 'text', text }] };
      },
    );

    server.registerTool(
      'rename',
      {
        description: 'Rename a document, after the user confirms',
        inputSchema: z.object({ from: z.string(), to: z.string() }),
      },
      async ({ from, to }, ctx) => {
        const requestState = ctx.mcpReq.requestState<string>();
        if (requestState === undefined) {
          const documentId = `doc-${Buffer.from(from).toString('hex').slice(0, 8)}`;
          return inputRequired({
            inputRequests: askToConfirm(`Rename "${from}" to "${to}"?`),
            requestState: Buffer.from(JSON.stringify({ documentId })).toString('base64'),
          });
        }
        const state = JSON.parse(Buffer.from(requestState, 'base64').toString('utf8')) as RenameState;
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmation);
        const text = answer?.confirm === true ? `Renamed ${state.documentId} to "${to}".` : 'Rename cancelled.';
        return { content: [{ type: 'text', text }] };
      },
    );

    return server;
  }

  return serveOverHttp(createMcpHandler(createServer, { legacy: 'reject' }), options.port);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const running = await startInsecureServer({ port: Number(process.env.PORT ?? 0) });
  console.log(`insecure example server: ${running.url} (bearer tokens: alice-token, bob-token)`);
}
