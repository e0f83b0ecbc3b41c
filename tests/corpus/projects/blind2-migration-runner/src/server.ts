import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { decodeProgress, encodeProgress, ProgressError } from './progress.js';
import { apply, checksum, loadMigrations, pendingFor } from './migrations.js';

// Shared by the whole platform team over HTTP; every engineer signs in with SSO.
const server = new Server({ name: 'migration-runner', version: '0.7.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'run_migrations',
      description: 'Apply pending SQL migrations to a database, one confirmation per batch',
      inputSchema: { type: 'object', properties: { database: { type: 'string' } }, required: ['database'] },
      annotations: { destructiveHint: true },
    },
  ],
}));

const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], isError });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name !== 'run_migrations') return text(`unknown tool ${request.params.name}`, true);
  const params = request.params as typeof request.params & {
    requestState?: string;
    inputResponses?: Record<string, { action: string; content?: { go?: boolean } }>;
  };
  const database = String(params.arguments?.database ?? '');

  if (params.requestState === undefined) {
    const pending = await pendingFor(database);
    if (pending.length === 0) return text(`${database} is up to date.`);
    return {
      resultType: 'input_required',
      inputRequests: {
        go: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Apply ${pending.length} migrations to ${database}?\n${pending.map((m) => `  - ${m.id}`).join('\n')}`,
            requestedSchema: { type: 'object', properties: { go: { type: 'boolean' } }, required: ['go'] },
          },
        },
      },
      requestState: encodeProgress({ database, pending: pending.map((m) => m.id), applied: [], dryRunChecksum: checksum(pending) }), // expect: require-state-binding
    };
  }

  let progress;
  try {
    progress = decodeProgress(params.requestState); // expect: require-state-binding
  } catch (err) {
    if (err instanceof ProgressError) return text(`Cannot continue: ${err.message}. Run the tool again.`, true);
    throw err;
  }
  if (params.inputResponses?.go?.content?.go !== true) return text('Migrations not applied.');

  const all = new Map((await loadMigrations()).map((m) => [m.id, m]));
  const batch = progress.pending.map((id) => all.get(id)).filter((m) => m !== undefined);
  if (checksum(batch) !== progress.dryRunChecksum) return text('Migration files changed since you confirmed.', true);
  for (const m of batch) await apply(progress.database, m);
  return text(`Applied ${batch.length} migrations to ${progress.database}.`);
});

const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
await server.connect(transport);

const app = express();
app.use(express.json());
app.post(
  '/mcp',
  requireBearerAuth({
    requiredScopes: ['db:migrate'],
    verifier: {
      async verifyAccessToken(token) {
        const res = await fetch(`${process.env.SSO_URL}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error('invalid token');
        const user = (await res.json()) as { sub: string; exp: number; scope: string };
        return { token, clientId: 'sso', scopes: user.scope.split(' '), expiresAt: user.exp, extra: { userId: user.sub } };
      },
    },
  }),
  (req, res) => transport.handleRequest(req, res, req.body),
);
app.listen(Number(process.env.PORT ?? 4000));
