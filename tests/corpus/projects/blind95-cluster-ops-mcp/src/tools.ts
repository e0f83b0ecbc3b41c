// Registers the cluster tools and connects them to the workflow runner and the state tokens.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { decodeJwt } from 'jose';
import { runFlow } from './flows/runner.js';
import { scaleDeploymentFlow } from './flows/scale-deployment.js';
import { drainNodeFlow } from './flows/drain-node.js';
import { rotateNodePoolFlow } from './flows/rotate-node-pool.js';
import { mintState, openState } from './state-tokens.js';
import { settings } from './settings.js';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

function callerOf(extra): string {
  const sub = extra.authInfo?.extra?.userId;
  if (!sub) throw new Error('cluster operations need a signed-in operator');
  return String(sub);
}

function roundTrip(extra) {
  const meta = extra._meta ?? {};
  return {
    requestState: typeof meta.requestState === 'string' ? meta.requestState : null,
    inputResponses: meta.inputResponses && typeof meta.inputResponses === 'object' ? meta.inputResponses : {},
  };
}

function askResult(question, requestState: string) {
  return {
    resultType: 'input_required',
    inputRequests: {
      [question.key]: {
        method: 'elicitation/create',
        params: { mode: 'form', message: question.message, requestedSchema: question.schema },
      },
    },
    requestState,
    content: [],
    _meta: { requestState },
  };
}

const text = (value: unknown) => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
});
const failure = (message: string) => ({ isError: true, content: [{ type: 'text', text: message }] });

export function registerTools(server, deps) {
  server.registerTool(
    'scale_deployment',
    {
      description: 'Change the replica count of a Deployment.',
      inputSchema: {
        namespace: z.string().min(1),
        name: z.string().min(1),
        replicas: z.number().int().min(0).max(200).optional(),
      },
    },
    async (args, extra) => {
      const sub = callerOf(extra);
      const { requestState, inputResponses } = roundTrip(extra);
      const answers = requestState ? decodeJwt(requestState).answers ?? [] : []; // expect: require-sealed-state

      const outcome = await runFlow(scaleDeploymentFlow, args, deps, answers, inputResponses);
      if (outcome.status === 'ask') {
        const state = await mintState(sub, 'scale_deployment', { args: digest(args), answers: outcome.answers }); // expect: require-state-binding
        return askResult(outcome.question, state);
      }
      if (outcome.status === 'declined') return text('Scaling cancelled.');
      return text(outcome.result);
    },
  );

  server.registerTool(
    'drain_node',
    {
      description: 'Cordon a node and evict its pods. Needs confirmation and an on-call approval code.',
      inputSchema: { node: z.string().min(1) },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const sub = callerOf(extra);
      const { requestState, inputResponses } = roundTrip(extra);

      let answers = [];
      if (requestState) {
        const claims = await openState(requestState, sub, 'drain_node').catch(() => null);
        if (!claims || claims.args !== digest(args)) return failure('This drain request expired or no longer matches; start again.');
        answers = claims.answers ?? [];
      }

      const outcome = await runFlow(drainNodeFlow, args, deps, answers, inputResponses);
      if (outcome.status === 'ask') {
        const state = await mintState(sub, 'drain_node', { args: digest(args), answers: outcome.answers }); // expect: require-state-binding
        return askResult(outcome.question, state);
      }
      if (outcome.status === 'declined') return text(`Drain of ${args.node} cancelled.`);
      return text(outcome.result);
    },
  );

  server.registerTool(
    'rotate_node_pool',
    {
      description: 'Replace every node in a node pool through the node-rotator service.',
      inputSchema: { pool: z.string().min(1), maxSurge: z.number().int().min(1).max(10).optional() },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const sub = callerOf(extra);
      const { requestState, inputResponses } = roundTrip(extra);

      let answers = [];
      let saToken: string | null = null;
      if (requestState) {
        const claims = await openState(requestState, sub, 'rotate_node_pool').catch(() => null);
        if (!claims || claims.args !== digest(args)) return failure('This rotation request expired or no longer matches; start again.');
        answers = claims.answers ?? [];
        saToken = claims.saToken ?? null;
      }
      saToken ??= await deps.kube.requestServiceAccountToken(settings.rotatorNamespace, 'node-rotator', 1800);

      const outcome = await runFlow(
        rotateNodePoolFlow,
        args,
        { ...deps, rotatorToken: saToken },
        answers,
        inputResponses,
      );
      if (outcome.status === 'ask') {
        const state = await mintState(sub, 'rotate_node_pool', { // expect: require-state-binding
          args: digest(args),
          answers: outcome.answers,
          saToken, // expect: no-secrets-in-state
        });
        return askResult(outcome.question, state);
      }
      if (outcome.status === 'declined') return text('Rotation cancelled.');
      return text(outcome.result);
    },
  );

  server.registerTool(
    'get_cluster_status',
    {
      description: 'Summarise node readiness and schedulability across the cluster.',
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    async () => {
      const nodes = await deps.kube.listNodes();
      const rows = nodes.map((n) => {
        const ready = n.status?.conditions?.find((c) => c.type === 'Ready')?.status === 'True';
        return `${n.metadata.name}\t${ready ? 'Ready' : 'NotReady'}${n.spec?.unschedulable ? ',SchedulingDisabled' : ''}`;
      });
      return text(rows.join('\n') || 'No nodes found.');
    },
  );
}
