// void_result: voids a reported result (QA only) after the reviewer retypes the sample code; bound to the exact result and reason.
// @ts-nocheck
import { sealState, openState } from '../crypto/sealedState.ts';
import { resultFor, voidResult } from '../lims.ts';
import { sha256, toHex } from '../bytes.ts';
import { form, needInput, stateOf, answerOf, analystOf, text, refusal } from '../mcp.ts';

const NAME = 'void_result';

export const definition = {
  name: NAME,
  description: 'Void a reported result. The client is notified and the result disappears from certificates.',
  inputSchema: {
    type: 'object',
    properties: {
      resultId: { type: 'string', format: 'uuid' },
      reason: { type: 'string', minLength: 10, maxLength: 400 },
    },
    required: ['resultId', 'reason'],
  },
  annotations: { destructiveHint: true, idempotentHint: false },
};

export async function handle(request, extra) {
  const analyst = analystOf(extra);
  if (!analyst.roles.includes('qa')) return refusal('Only QA can void results.');
  const { resultId, reason } = request.params.arguments;
  const result = await resultFor(resultId, analyst.labId);
  if (!result || result.status !== 'reported') return refusal('No reported result with that id in your lab.');
  const reasonDigest = toHex(await sha256(reason));
  const reportedAt = new Date(result.reported_at).toISOString();

  const raw = stateOf(request);
  if (!raw) {
    const sealed = await sealState({ resultId, reasonDigest, reportedAt }, { userId: analyst.userId, tool: NAME });
    return needInput(
      {
        confirm: form(
          `Void ${result.analyte} = ${result.value} ${result.unit} of sample ${result.sample_code}? Reason: “${reason}”. Type the sample code to confirm.`,
          { sampleCode: { type: 'string' } },
        ),
      },
      sealed,
      'Confirm by typing the sample code.',
    );
  }

  const bound = await openState(raw, { userId: analyst.userId, tool: NAME });
  if (bound.resultId !== resultId || bound.reasonDigest !== reasonDigest || bound.reportedAt !== reportedAt) {
    return refusal('This confirmation does not match the result or reason you sent.');
  }
  const answer = answerOf(request, 'confirm');
  if (!answer) return text('Result left as reported.');
  if (String(answer.sampleCode ?? '').trim().toUpperCase() !== result.sample_code) {
    return refusal('The sample code did not match; nothing was voided.');
  }
  const done = await voidResult(resultId, reason, analyst.userId, new Date(bound.reportedAt));
  return done ? text(`Result ${resultId} voided.`) : refusal('The result changed in the meantime; nothing was voided.');
}
