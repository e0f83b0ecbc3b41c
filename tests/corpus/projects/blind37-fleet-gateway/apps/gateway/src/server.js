import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { callBackend } from './backends.js';
import { clustersFor, listTools, loadCatalog } from './catalog.js';
import { isRouteState, readRouteState, writeRouteState } from './route-state.js';

const ISSUER = process.env.FLEET_OIDC_ISSUER ?? 'https://sso.fleet.example.com/';
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', ISSUER));

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: 'fleet-gateway' });
    return {
      token,
      clientId: payload.azp,
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  },
};

const failure = (text) => ({ isError: true, content: [{ type: 'text', text }] });

// When a backend asks for input we wrap its token, so the retry comes back to the same cluster.
function relay(cluster, result) {
  if (result?.resultType !== 'input_required') return result;
  return {
    ...result,
    requestState: writeRouteState({ kind: 'fwd', cluster, inner: result.requestState }), // expect-todo: require-sealed-state
  };
}

function createGateway() {
  const server = new Server({ name: 'fleet-gateway', version: '1.8.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listTools() }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args = {}, inputResponses, requestState } = request.params;
    const user = extra.authInfo?.extra?.userId;
    if (!user) return failure('This gateway needs a signed-in user.');

    if (isRouteState(requestState)) {
      const route = readRouteState(requestState); // expect: require-sealed-state
      if (route.kind === 'fwd') {
        const result = await callBackend(route.cluster, { name, arguments: args, inputResponses, requestState: route.inner }, user);
        return relay(route.cluster, result);
      }
      const picked = inputResponses?.cluster?.content?.cluster;
      if (!route.clusters.includes(picked)) return failure(`Choose one of ${route.clusters.join(', ')}.`);
      const result = await callBackend(picked, { name: route.tool, arguments: route.args }, user);
      return relay(picked, result);
    }

    const { cluster, ...toolArgs } = args;
    const allowed = clustersFor(name, extra.authInfo.scopes);
    if (allowed.length === 0) return failure(`You have no cluster that runs ${name}.`);

    if (cluster !== undefined || allowed.length === 1) {
      const target = cluster ?? allowed[0];
      if (!allowed.includes(target)) return failure(`You can't run ${name} on ${target}.`);
      const result = await callBackend(target, { name, arguments: toolArgs, inputResponses, requestState }, user);
      return relay(target, result);
    }

    return {
      resultType: 'input_required',
      inputRequests: {
        cluster: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `${name} runs on several clusters. Which one?`,
            requestedSchema: {
              type: 'object',
              properties: { cluster: { type: 'string', enum: allowed } },
              required: ['cluster'],
            },
          },
        },
      },
      requestState: writeRouteState({ kind: 'pick', tool: name, args: toolArgs, clusters: allowed }), // expect: require-sealed-state
    };
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '1mb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['fleet:tools'] }), async (req, res) => {
  const server = createGateway();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

const count = await loadCatalog();
app.listen(Number(process.env.PORT ?? 3000), () => console.log(`fleet-gateway: ${count} tools`));
