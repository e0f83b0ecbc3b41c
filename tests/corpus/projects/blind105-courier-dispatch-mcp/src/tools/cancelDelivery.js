// cancel_delivery tool: cancels a scheduled delivery after the dispatcher confirms, using signed state tied to the arguments.
import { createHash } from 'node:crypto';
import * as R from 'ramda';
import { z } from 'zod';
import { stateOf, accepted, askFor, elicit, text, failure } from '../state/wire.js';
import { allChecks, chain, guard } from '../lib/result.js';

export const TOOL = 'cancel_delivery';

const CANCELLABLE = ['scheduled', 'held'];

const argsDigest = R.pipe(
  R.pick(['deliveryId', 'reason']),
  R.toPairs,
  R.sortBy(R.head),
  JSON.stringify,
  (canonical) => createHash('sha256').update(canonical).digest('hex'),
);

const nowSeconds = () => Math.floor(Date.now() / 1000);

const checksFor = (args) =>
  allChecks([
    guard(R.propEq(TOOL, 'tool'), 'this confirmation was issued for another tool'),
    guard((claims) => Number(claims.exp) > nowSeconds(), 'this confirmation has expired'),
    guard(R.propEq(argsDigest(args), 'args'), 'the arguments changed after confirmation'),
  ]);

const askToConfirm = async ({ db, tokens }, caller, args) => {
  const delivery = await db.deliveryForDepot(args.deliveryId, caller.depotId);
  if (!delivery) return failure(`No delivery ${args.deliveryId} at your depot.`);
  if (!CANCELLABLE.includes(delivery.status)) return failure(`Delivery is ${delivery.status}; it can no longer be cancelled.`);
  const state = tokens.seal({ sub: caller.dispatcherId, tool: TOOL, args: argsDigest(args), deliveryId: delivery.id });
  return askFor(
    { confirm: elicit(`Cancel delivery ${delivery.id} to ${delivery.recipient_name}? Reason: ${args.reason}.`, { confirm: { type: 'boolean' } }) },
    state,
    'Waiting for the dispatcher to confirm the cancellation.',
  );
};

const carryOut = async ({ db, routing, tokens }, caller, args, request) => {
  const verified = chain(checksFor(args), tokens.open(stateOf(request)));
  if (!verified.ok) return failure(verified.error);
  if (accepted('confirm', request)?.confirm !== true) return text('Cancellation dropped; nothing changed.');
  const claims = verified.value;
  await db.cancel(claims.deliveryId, args.reason, caller.dispatcherId); // expect-todo: require-state-binding
  await routing.releaseStop(claims.deliveryId).catch(() => undefined);
  return text(`Delivery ${claims.deliveryId} cancelled (${args.reason}).`);
};

export const cancelDelivery = {
  name: TOOL,
  description: 'Cancel a scheduled or held delivery. Asks the dispatcher to confirm first.',
  args: z.object({
    deliveryId: z.string().min(4),
    reason: z.enum(['recipient_request', 'address_invalid', 'damaged_in_depot', 'duplicate']),
  }),
  annotations: { destructiveHint: true },
  run: (deps, caller, args, request) => (stateOf(request) ? carryOut(deps, caller, args, request) : askToConfirm(deps, caller, args)),
};
