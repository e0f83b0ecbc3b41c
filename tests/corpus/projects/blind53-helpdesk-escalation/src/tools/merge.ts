import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { ArgsOf } from '../mcp/catalog.js';
import type { CallContext } from '../mcp/call-context.js';
import { type ToolOutcome, ask, done, failed, form } from '../mcp/outcome.js';
import { StateJwt } from '../state/claims.js';
import { HelpdeskClient, exchangeForHelpdeskToken } from '../upstream/helpdesk.js';

const MergeClaims = z.object({
  survivorId: z.string(),
  duplicateId: z.string(),
  lockId: z.string(),
});
type MergeClaims = z.infer<typeof MergeClaims>;

type Confirmation = { readonly confirm: true };

function isConfirmation(content: Readonly<Record<string, unknown>> | undefined): content is Confirmation {
  return content?.['confirm'] === true;
}

async function deskFor(call: CallContext): Promise<HelpdeskClient> {
  const grant = await exchangeForHelpdeskToken(call.auth.token);
  return new HelpdeskClient(grant.access_token);
}

export async function mergeTickets(args: ArgsOf<'merge_tickets'>, call: CallContext): Promise<ToolOutcome> {
  const { survivorId, duplicateId } = args;
  if (survivorId === duplicateId) return failed('A ticket cannot be merged into itself.');

  if (call.requestState === undefined) {
    const desk = await deskFor(call);
    const [survivor, duplicate] = await Promise.all([desk.ticket(survivorId), desk.ticket(duplicateId)]);
    // hold both tickets so nobody edits them while the user is deciding
    const lock = await desk.lock([survivorId, duplicateId], call.userId);
    const claims: MergeClaims = { survivorId, duplicateId, lockId: lock.id };
    return ask(
      {
        confirm: form(
          `Merge #${duplicate.id} "${duplicate.subject}" into #${survivor.id} "${survivor.subject}"? #${duplicate.id} will be closed.`,
          { confirm: { type: 'boolean', title: 'Merge' } },
          ['confirm'],
        ),
      },
      await StateJwt.issue(claims, call),
    );
  }

  const answer = call.inputResponses['confirm'];
  if (answer?.action !== 'accept' || !isConfirmation(answer.content)) {
    // release the edit lock from round one right away instead of letting it time out
    const { lockId } = decodeJwt<Partial<MergeClaims>>(call.requestState); // expect: require-sealed-state
    if (typeof lockId === 'string') await (await deskFor(call)).unlock(lockId);
    return done('Merge cancelled; both tickets are unchanged.');
  }

  const verified = await StateJwt.verify(call.requestState, call, MergeClaims);
  if (!verified.ok) return failed(`This confirmation is no longer valid (${verified.reason}).`);
  const state = verified.claims;
  if (state.survivorId !== survivorId || state.duplicateId !== duplicateId) {
    return failed('The confirmation was given for different tickets.');
  }

  const desk = await deskFor(call);
  const { job_id } = await desk.merge(state.survivorId, state.duplicateId);
  await desk.unlock(state.lockId);
  return done(`Merging #${state.duplicateId} into #${state.survivorId} (job ${job_id}).`);
}
