// release_batch tool: QA release of a production batch with a Part 11 electronic signature.
// @ts-nocheck
import { z } from 'zod';
import { lims } from '../lims/client.js';
import { sealState, openState } from '../state/jwtState.js';
import { roundOf, needInput, form, accepted, userOf, toolError } from '../rounds.js';

const TOOL = 'release_batch';
const MEANING = 'Approved for release';

async function askDispositions(batchId: string, deviations, signer, userId: string) {
  const properties = Object.fromEntries(
    deviations.map((d) => [
      `dev_${d.id}`,
      { type: 'string', title: `${d.id}: ${d.summary}`, enum: ['accept_with_rationale', 'reject_batch'] },
    ]),
  );
  const next = await sealState({ stage: 'disposition', batchId, signer: signer.username, signerPassword: signer.password, deviations: deviations.map((d) => d.id) }, userId, TOOL); // expect: no-secrets-in-state, require-state-binding
  return needInput({ dispositions: form(`Batch ${batchId} has ${deviations.length} open deviation(s).`, properties) }, next);
}

export function registerReleaseBatch(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Release batch',
      description: 'Release a batch that passed QA review. Requires your electronic signature.',
      inputSchema: { batchId: z.string().regex(/^B\d{8}$/) },
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async ({ batchId }, extra) => {
      const userId = userOf(extra);
      const roles: string[] = extra.authInfo?.extra?.roles ?? [];
      if (!userId || !roles.includes('qa_approver')) return toolError('Only QA approvers can release batches.');

      const { requestState, inputResponses } = roundOf(extra);

      if (!requestState) {
        const batch = await lims.getBatch(batchId);
        if (batch.status !== 'qa_review') return toolError(`Batch ${batchId} is ${batch.status}, not awaiting release.`);
        const first = await sealState({ stage: 'sign', batchId }, userId, TOOL); // expect: require-state-binding
        return needInput(
          {
            esign: form(`Sign the release of ${batchId} (${batch.product}, lot ${batch.lot}). Meaning: "${MEANING}".`, {
              username: { type: 'string', title: 'LIMS user name' },
              password: { type: 'string', title: 'Password', format: 'password' },
            }),
          },
          first,
        );
      }

      let state;
      try {
        state = await openState(requestState, userId, TOOL);
      } catch {
        return toolError('This release request is no longer valid. Start again.');
      }
      if (state.batchId !== batchId) return toolError('The batch does not match the one being signed.');

      if (state.stage === 'sign') {
        const creds = accepted(inputResponses, 'esign');
        if (!creds) return { content: [{ type: 'text', text: 'Release not signed; nothing changed.' }] };
        const check = await lims.verifySigner(creds.username, creds.password);
        if (!check.valid || check.userId !== userId) return toolError('Signature credentials were not accepted.');

        const deviations = (await lims.openDeviations(batchId)).items;
        if (deviations.length > 0) return askDispositions(batchId, deviations, creds, userId);

        const released = await lims.releaseBatch(batchId, { username: creds.username, password: creds.password, meaning: MEANING }, {});
        return { content: [{ type: 'text', text: `Batch ${batchId} released (record ${released.recordId}).` }] };
      }

      if (state.stage === 'disposition') {
        const answers = accepted(inputResponses, 'dispositions');
        if (!answers) return { content: [{ type: 'text', text: 'Release paused; deviations still open.' }] };
        const dispositions = Object.fromEntries(state.deviations.map((id) => [id, answers[`dev_${id}`]]));
        if (Object.values(dispositions).includes('reject_batch')) {
          return { content: [{ type: 'text', text: `Batch ${batchId} not released: a deviation was rejected.` }] };
        }
        const released = await lims.releaseBatch(
          batchId,
          { username: state.signer, password: state.signerPassword, meaning: MEANING },
          dispositions,
        );
        return { content: [{ type: 'text', text: `Batch ${batchId} released with dispositions (record ${released.recordId}).` }] };
      }

      return toolError('Unknown release stage.');
    },
  );
}
