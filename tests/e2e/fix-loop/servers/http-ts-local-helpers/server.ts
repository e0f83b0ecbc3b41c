// Fixture for tests/e2e/fix-loop.test.ts: TypeScript ESM over HTTP, local encodeState/decodeState helpers. Insecure on purpose.
import { McpServer, acceptedContent, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { serveHttp } from '../../shared/http.js';

interface DeployState {
  release: string;
  requestedAt: number;
}

interface RenameState {
  documentId: string;
}

const Confirm = z.object({ confirm: z.boolean().describe('Go ahead?') });

const LATEST: Record<string, string> = { api: 'api-7.4.1', web: 'web-3.9.0', worker: 'worker-1.2.2' };

function encodeState(s: object): string {
  return Buffer.from(JSON.stringify(s)).toString('base64url');
}

function decodeState<T>(raw: string): T {
  return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as T;
}

function confirmation(message: string) {
  return { confirm: inputRequired.elicit({ message, requestedSchema: Confirm }) };
}

function buildServer(): McpServer {
  const server = new McpServer({ name: 'release-bot', version: '0.3.0' });

  server.registerTool(
    'deploy',
    {
      title: 'Deploy service',
      description: 'Roll out the newest release of a service once the user confirms',
      inputSchema: z.object({
        service: z.string().min(1),
        environment: z.enum(['staging', 'production']),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ service, environment }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();
      const pending = raw ? decodeState<DeployState>(raw) : undefined;
      if (!pending) {
        const release = LATEST[service] ?? `${service}-latest`;
        return inputRequired({
          inputRequests: confirmation(`Deploy ${release} to ${environment}?`),
          requestState: encodeState({ release, requestedAt: Date.now() }),
        });
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Deployment cancelled.' }] };
      return { content: [{ type: 'text', text: `Deployed ${pending.release} to ${environment}.` }] };
    },
  );

  server.registerTool(
    'rename',
    {
      title: 'Rename document',
      description: 'Rename a document after confirmation',
      inputSchema: z.object({ from: z.string(), to: z.string() }),
    },
    async ({ from, to }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();
      const pending = raw ? decodeState<RenameState>(raw) : undefined;
      if (!pending) {
        const documentId = `doc-${Buffer.from(from).toString('hex').slice(0, 10)}`;
        return inputRequired({
          inputRequests: confirmation(`Rename "${from}" to "${to}"?`),
          requestState: encodeState({ documentId }),
        });
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Rename cancelled.' }] };
      return { content: [{ type: 'text', text: `Renamed ${pending.documentId} to "${to}".` }] };
    },
  );

  return server;
}

const url = await serveHttp(createMcpHandler(buildServer), Number(process.env.PORT ?? 0));
console.log(`release-bot listening on ${url}`);
