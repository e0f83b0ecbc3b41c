import { createServer, type IncomingMessage } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { graphql } from 'graphql';
import { loadConfig } from './config.js';
import { schema, type GqlContext, type Step } from './graphql/schema.js';
import { Deployer } from './services/deployer.js';
import { RegistryClient } from './services/registry.js';
import { DeployStateService } from './state/deploy-state.service.js';

const config = loadConfig();
const deployState = DeployStateService.create(config); // expect: no-weak-state-key
const registry = new RegistryClient(config.registryUrl);
const deployer = new Deployer(config.clusterApi);

type Args = Record<string, unknown>;
type Responses = Record<string, { action: string; content?: Record<string, unknown> }>;
interface Round {
  state?: string;
  responses: Responses;
}
interface Operation {
  field: string;
  source: string;
  variables: Args;
}

const approved = ({ responses }: Round): boolean =>
  responses.approve?.action === 'accept' && responses.approve.content?.approve === true;

const STEP = '{ done message state }';

/** Each MCP tool is a thin shim over one or two GraphQL mutations. */
const OPERATIONS: Record<string, (args: Args, round: Round) => Operation> = {
  deploy_service: (args, round) =>
    round.state
      ? {
          field: 'finishDeploy',
          source: `mutation ($state: String!, $ok: Boolean!) { finishDeploy(state: $state, approved: $ok) ${STEP} }`,
          variables: { state: round.state, ok: approved(round) },
        }
      : {
          field: 'beginDeploy',
          source: `mutation ($service: String!, $image: String!) { beginDeploy(service: $service, image: $image) ${STEP} }`,
          variables: { service: args.service, image: args.image },
        },
  rollback_service: (args, round) =>
    round.state
      ? {
          field: 'finishRollback',
          source: `mutation ($service: String!, $state: String!, $ok: Boolean!) { finishRollback(service: $service, state: $state, approved: $ok) ${STEP} }`,
          variables: { service: args.service, state: round.state, ok: approved(round) },
        }
      : {
          field: 'beginRollback',
          source: `mutation ($service: String!, $rev: Int!) { beginRollback(service: $service, toRevision: $rev) ${STEP} }`,
          variables: { service: args.service, rev: args.toRevision },
        },
  promote_canary: (args, round) => ({
    field: 'advanceCanary',
    source: `mutation ($service: String!, $state: String, $ok: Boolean) { advanceCanary(service: $service, state: $state, proceed: $ok) ${STEP} }`,
    variables: { service: args.service, state: round.state ?? null, ok: round.state ? approved(round) : null },
  }),
};

const TOOLS: Tool[] = [
  {
    name: 'deploy_service',
    description: 'Deploy a container image to a service (asks for approval first).',
    inputSchema: { type: 'object', properties: { service: { type: 'string' }, image: { type: 'string' } }, required: ['service', 'image'] },
    annotations: { destructiveHint: true },
  },
  {
    name: 'rollback_service',
    description: 'Roll a service back to an earlier revision (asks for approval first).',
    inputSchema: { type: 'object', properties: { service: { type: 'string' }, toRevision: { type: 'integer', minimum: 1 } }, required: ['service', 'toRevision'] },
    annotations: { destructiveHint: true },
  },
  {
    name: 'promote_canary',
    description: 'Step a canary release up, doubling its traffic share each round.',
    inputSchema: { type: 'object', properties: { service: { type: 'string' } }, required: ['service'] },
  },
];

const toolError = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

function buildServer(): Server {
  const server = new Server({ name: 'gql-deploy-mcp', version: '0.9.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const operation = OPERATIONS[request.params.name];
    if (!operation) return toolError(`Unknown tool: ${request.params.name}`);
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return toolError('Not signed in.');

    const params = request.params as typeof request.params & { requestState?: string; inputResponses?: Responses };
    const { field, source, variables } = operation(params.arguments ?? {}, {
      state: params.requestState,
      responses: params.inputResponses ?? {},
    });

    const contextValue: GqlContext = { userId, deployState, registry, deployer };
    const result = await graphql({ schema, source, variableValues: variables, contextValue });
    if (result.errors?.length) return toolError(result.errors.map((e) => e.message).join('; '));

    const step = (result.data as Record<string, Step>)[field];
    if (step.done || !step.state) return { content: [{ type: 'text', text: step.message }] };

    // SDK 1.x has no type for multi round-trip results; build it by hand.
    return {
      resultType: 'input_required',
      inputRequests: {
        approve: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: step.message,
            requestedSchema: { type: 'object', properties: { approve: { type: 'boolean', title: 'Approve' } }, required: ['approve'] },
          },
        },
      },
      requestState: step.state,
    } as unknown as CallToolResult;
  });

  return server;
}

async function authenticate(req: IncomingMessage): Promise<AuthInfo | null> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match) return null;
  const res = await fetch(config.introspectionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: match[1] }),
  });
  if (!res.ok) return null;
  const info = (await res.json()) as { active: boolean; sub: string; client_id: string; scope?: string; exp: number };
  if (!info.active) return null;
  return { token: match[1], clientId: info.client_id, scopes: info.scope?.split(' ') ?? [], expiresAt: info.exp, extra: { userId: info.sub } };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
}

createServer(async (req, res) => {
  try {
    if (req.url !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const auth = await authenticate(req);
    if (!auth) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    (req as IncomingMessage & { auth?: AuthInfo }).auth = auth;

    const body = await readJson(req);
    const server = buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => void server.close());
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  } catch (err) {
    console.error(err);
    if (!res.headersSent) res.writeHead(500).end();
  }
}).listen(config.port, () => console.log(`deploy bot MCP on :${config.port}`));
