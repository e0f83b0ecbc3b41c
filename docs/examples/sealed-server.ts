// An MCP server on the official SDK (2.x) whose tools ask the user to confirm through `input_required` and keep what
// they learned in `requestState`, sealed: signed with a server key, bound to the user, the tool and the exact
// arguments, expiring after 10 minutes. State that fails any of that never reaches a handler.
//
//   STATE_KEY=$(openssl rand -base64 32) npx tsx docs/examples/sealed-server.ts
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { McpServer, acceptedContent, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { createSdkRequestState, createStateSealer, type SealedRound } from 'eslint-plugin-mcp-state/seal';
import { serveOverHttp, type RunningServer } from './serve-http.js';

export type ExampleServerOptions = {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  readonly port?: number;
  /** The secret that seals `requestState`, at least 32 bytes. Default: `process.env.STATE_KEY`. */
  readonly stateKey?: string;
  /** The server's clock in milliseconds, like `Date.now` (the default). Tests move it to expire state. */
  readonly now?: () => number;
  /** How long sealed state lives, in seconds. Default 600 (10 minutes); `serve.js --ttl` shortens it for a test. */
  readonly ttlSeconds?: number;
};

type DeployState = { release: string };
type RenameState = { documentId: string };

const confirmation = z.object({ confirm: z.boolean().describe('Yes, go ahead') });

function askToConfirm(message: string) {
  return { confirm: inputRequired.elicit({ message, requestedSchema: confirmation }) };
}

const RELEASES: Readonly<Record<string, string>> = { api: 'api-2026.11.3', web: 'web-2026.11.1' };

export async function startSealedServer(options: ExampleServerOptions = {}): Promise<RunningServer> {
  const stateKey = options.stateKey ?? process.env.STATE_KEY;
  if (stateKey === undefined) throw new TypeError('Set STATE_KEY (openssl rand -base64 32) or pass stateKey');
  const sealer = createStateSealer({ keys: [stateKey], ttlSeconds: options.ttlSeconds ?? 600, now: options.now });
  const requestState = createSdkRequestState({ sealer });

  function createServer(): McpServer {
    const server = new McpServer({ name: 'sealed-example', version: '1.0.0' }, { requestState });

    server.registerTool(
      'deploy',
      {
        description: 'Deploy the latest release of a service, after the user confirms',
        inputSchema: z.object({ service: z.string(), environment: z.enum(['staging', 'production']) }),
        annotations: { destructiveHint: true },
      },
      requestState.tool('deploy', async ({ service, environment }, ctx, round: SealedRound<DeployState>) => {
        if (round.state === undefined) {
          const release = RELEASES[service] ?? `${service}-latest`;
          return inputRequired({
            inputRequests: askToConfirm(`Deploy ${release} to ${environment}?`),
            requestState: round.seal({ release }),
          });
        }
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmation);
        const text = answer?.confirm === true ? `Deployed ${round.state.release} to ${environment}.` : 'Deployment cancelled.';
        return { content: [{ type: 'text', text }] };
      }),
    );

    server.registerTool(
      'rename',
      {
        description: 'Rename a document, after the user confirms',
        inputSchema: z.object({ from: z.string(), to: z.string() }),
      },
      requestState.tool('rename', async ({ from, to }, ctx, round: SealedRound<RenameState>) => {
        if (round.state === undefined) {
          const documentId = `doc-${Buffer.from(from).toString('hex').slice(0, 8)}`;
          return inputRequired({
            inputRequests: askToConfirm(`Rename "${from}" to "${to}"?`),
            requestState: round.seal({ documentId }),
          });
        }
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmation);
        const text = answer?.confirm === true ? `Renamed ${round.state.documentId} to "${to}".` : 'Rename cancelled.';
        return { content: [{ type: 'text', text }] };
      }),
    );

    return server;
  }

  return serveOverHttp(createMcpHandler(createServer, { legacy: 'reject' }), options.port);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stateKey = process.env.STATE_KEY ?? randomBytes(32).toString('base64');
  const running = await startSealedServer({ port: Number(process.env.PORT ?? 0), stateKey });
  console.log(`sealed example server: ${running.url} (bearer tokens: alice-token, bob-token)`);
}
