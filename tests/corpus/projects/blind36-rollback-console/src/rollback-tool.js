import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { createActor } from 'xstate';
import * as z from 'zod';
import { rollbackMachine } from './machine.js';
import { deployApi } from './deploy/api.js';
import { tailRollback } from './deploy/logs.js';
import { openRound, sealRound } from './state/vault.js';
import { peekRound } from './state/inspect.js';

export const TOOL = 'rollback_release';

export const rollbackConfig = {
  title: 'Roll back a release',
  description: 'Roll a service back to one of its previous releases, after an explicit confirmation.',
  inputSchema: z.object({
    service: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
    environment: z.enum(['staging', 'production']),
  }),
  annotations: { destructiveHint: true, idempotentHint: false },
};

const reply = (text, isError = false) => ({ content: [{ type: 'text', text }], isError });

function callerOf(ctx) {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!auth || typeof userId !== 'string') throw new Error('rollback_release requires an authenticated user');
  return { userId, token: auth.token };
}

const chooseRelease = (candidates, current) =>
  inputRequired.elicit({
    message: `Currently on ${current}. Roll back to which release?`,
    requestedSchema: {
      type: 'object',
      properties: {
        release: { type: 'string', enum: candidates.map((r) => r.id), enumNames: candidates.map((r) => `${r.id} — ${r.summary}`) },
      },
      required: ['release'],
    },
  });

const confirmRollback = ({ service, environment, current, target }) =>
  inputRequired.elicit({
    message: `Roll ${service} in ${environment} back from ${current} to ${target}? The environment stays locked until it finishes.`,
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Roll back now' } }, required: ['confirm'] },
  });

export async function rollbackRelease({ service, environment }, ctx) {
  const caller = callerOf(ctx);
  const raw = ctx.mcpReq.requestState();

  // Round 1: list what we can go back to.
  if (raw === undefined) {
    const releases = await deployApi.listReleases(service, environment, caller.token);
    const [current, ...older] = releases;
    if (!current || older.length === 0) return reply(`${service} has no earlier release in ${environment}.`);
    const actor = createActor(rollbackMachine, {
      input: { service, environment, current: current.id, candidates: older.map((r) => r.id) },
    }).start();
    return inputRequired({
      inputRequests: { target: chooseRelease(older, current.id) },
      requestState: sealRound({ snapshot: actor.getPersistedSnapshot() }, { userId: caller.userId, tool: TOOL }),
    });
  }

  // The user backed out: free the environment lock straight away.
  const answers = Object.values(ctx.mcpReq.inputResponses ?? {});
  if (answers.some((answer) => answer && answer.action !== 'accept')) {
    const { lockId } = peekRound(raw); // expect: require-sealed-state
    if (lockId) await deployApi.releaseLock(lockId, `rollback abandoned by ${caller.userId}`);
    return reply('Rollback abandoned; nothing was changed.');
  }

  const round = openRound(raw, { userId: caller.userId, tool: TOOL });
  if (!round) return reply('This rollback expired or is not yours. Please start again.', true);

  const actor = createActor(rollbackMachine, { snapshot: round.snapshot }).start();
  const started = actor.getSnapshot().context;
  if (started.service !== service || started.environment !== environment) {
    return reply('The arguments changed since the rollback was started. Please start again.', true);
  }

  // Round 2: a target was picked — lock the environment and ask for the final yes.
  if (actor.getSnapshot().matches('choosingTarget')) {
    const picked = acceptedContent(ctx.mcpReq.inputResponses, 'target');
    actor.send({ type: 'TARGET_CHOSEN', release: picked?.release });
    if (!actor.getSnapshot().matches('confirming')) return reply('Please pick one of the listed releases.', true);

    const grant = await deployApi.exchangeToken(caller.token, `deploy:${environment}`);
    const lock = await deployApi.acquireLock(service, environment, grant.access_token);
    actor.send({ type: 'LOCKED', lockId: lock.id });

    return inputRequired({
      inputRequests: { confirm: confirmRollback(actor.getSnapshot().context) },
      requestState: sealRound(
        {
          snapshot: actor.getPersistedSnapshot(),
          deployToken: grant.access_token, // expect: no-secrets-in-state
        },
        { userId: caller.userId, tool: TOOL },
      ),
    });
  }

  // Round 3: confirmed.
  const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (!actor.getSnapshot().matches('confirming') || confirmed?.confirm !== true) {
    return reply('Nothing to confirm. Please start again.', true);
  }
  actor.send({ type: 'CONFIRMED' });
  const { target, lockId } = actor.getSnapshot().context;

  try {
    const job = await deployApi.rollback(service, environment, target, round.deployToken);
    const tail = await tailRollback(job.id, round.deployToken);
    return reply([`Rollback of ${service} (${environment}) to ${target}: job ${job.id}`, '', ...tail].join('\n'));
  } finally {
    await deployApi.releaseLock(lockId, 'rollback finished');
  }
}
