import * as z from 'zod/v4';
import { McpServer, acceptedContent, createMcpHandler, inputRequired, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import * as k8s from '@kubernetes/client-node';
import { createServer } from 'node:http';
import { deriveStateKey, describeKey } from './keys.js';
import { createSigner } from './signer.js';
import { buildResumeState, callerOf, describeChange } from './resume.js';

const stateKey = deriveStateKey();
console.error(`k8s-scaler: request state key ${describeKey(stateKey)}`);
const signer = createSigner({ secret: stateKey }); // expect: no-weak-state-key

const kc = new k8s.KubeConfig();
kc.loadFromCluster();

function appsApiFor(userToken) {
  const cfg = new k8s.KubeConfig();
  cfg.loadFromOptions({
    clusters: kc.clusters,
    contexts: [{ name: 'caller', cluster: kc.clusters[0].name, user: 'caller' }],
    users: [{ name: 'caller', token: userToken }],
    currentContext: 'caller',
  });
  return cfg.makeApiClient(k8s.AppsV1Api);
}

const TOOL = 'scale_deployment';

function build() {
  const server = new McpServer({ name: 'k8s-scaler', version: '0.2.5' }, { capabilities: { tools: {} } });
  server.registerTool(
    TOOL,
    {
      description: 'Change the replica count of a Deployment (asks for confirmation)',
      inputSchema: z.object({ namespace: z.string(), deployment: z.string(), replicas: z.number().int().min(0).max(50) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const { user } = callerOf(ctx);
      const token = ctx.mcpReq.requestState();

      if (token === undefined) {
        const apps = appsApiFor(ctx.http.authInfo.token);
        const dep = await apps.readNamespacedDeployment({ name: args.deployment, namespace: args.namespace });
        const progress = buildResumeState(ctx, {
          namespace: args.namespace,
          deployment: args.deployment,
          currentReplicas: dep.spec?.replicas ?? 0,
          requestedReplicas: args.replicas,
        });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: describeChange(progress),
              requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
            }),
          },
          requestState: signer.sign(progress, { user, tool: TOOL }), // expect: no-secrets-in-state
        });
      }

      const progress = signer.verify(token, { user, tool: TOOL });
      if (!progress) return { isError: true, content: [{ type: 'text', text: 'Confirmation expired; ask again.' }] };
      if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.ok !== true) {
        return { content: [{ type: 'text', text: 'Left unchanged.' }] };
      }
      const apps = appsApiFor(progress.bearer);
      await apps.patchNamespacedDeploymentScale(
        { name: progress.deployment, namespace: progress.namespace, body: { spec: { replicas: progress.requestedReplicas } } },
        k8s.setHeaderOptions('Content-Type', k8s.PatchStrategy.MergePatch),
      );
      return { content: [{ type: 'text', text: `${progress.namespace}/${progress.deployment} now at ${progress.requestedReplicas}.` }] };
    },
  );
  return server;
}

const guard = requireBearerAuth({
  requiredScopes: [],
  verifier: {
    async verifyAccessToken(token) {
      const authn = kc.makeApiClient(k8s.AuthenticationV1Api);
      const review = await authn.createTokenReview({ body: { spec: { token } } });
      if (!review.status?.authenticated) throw new Error('token rejected by the cluster');
      return {
        token,
        clientId: 'kubectl',
        scopes: [],
        expiresAt: Math.floor(Date.now() / 1000) + 300,
        extra: { userId: review.status.user.username, groups: review.status.user.groups },
      };
    },
  },
});
const mcp = createMcpHandler(build);

createServer(
  toNodeHandler(async (request) => {
    const authInfo = await guard(request);
    return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
  }),
).listen(8443);
