import { Effect } from 'effect';
import { api, rememberQuote, takeQuote } from './labels.js';
import { digestArgs, mintState, openState } from './state.js';

const text = (t, isError = false) => ({ content: [{ type: 'text', text: t }], isError });

const form = (message, properties) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
});

const voidLabel = (args, call) =>
  Effect.gen(function* () {
    const binding = { userId: call.user.id, tool: 'void_label' };
    const argsHash = digestArgs(args);
    const label = yield* api.label(call.user.account, args.labelId);
    if (label.status === 'voided') return text(`Label ${label.id} is already void.`);

    if (!call.requestState) {
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: form(`Void label ${label.trackingNumber} (${label.service}, ${label.cost} ${label.currency})?`, {
            reason: { type: 'string', enum: ['wrong_address', 'duplicate', 'cancelled_order'] },
          }),
        },
        requestState: yield* mintState({ argsHash, labelId: label.id }, binding),
      };
    }

    const claims = yield* openState(call.requestState, binding);
    if (claims.argsHash !== argsHash || claims.labelId !== label.id) return text('Confirmation does not match this label.', true);
    const answer = call.inputResponses?.confirm;
    if (answer?.action !== 'accept') return text('Label kept.');
    const voided = yield* api.voidLabel(call.user.account, label.id, answer.content.reason);
    return text(`Label ${voided.id} voided, refund ${voided.refundStatus}.`);
  });

const createLabel = (args, call) =>
  Effect.gen(function* () {
    const binding = { userId: call.user.id, tool: 'create_label' };
    const argsHash = digestArgs(args);

    if (!call.requestState) {
      const rates = yield* api.rates(call.user.account, { from: args.from, to: args.to, parcel: args.parcel });
      const handle = rememberQuote(call.user.id, rates);
      return {
        resultType: 'input_required',
        inputRequests: {
          service: form('Pick a service level', {
            rateId: { type: 'string', enum: rates.map((r) => r.id), enumNames: rates.map((r) => `${r.service} – ${r.amount} ${r.currency}`) },
          }),
        },
        requestState: yield* mintState({ argsHash, quote: handle }, binding),
      };
    }

    const claims = yield* openState(call.requestState, binding);
    if (claims.argsHash !== argsHash) return text('These answers belong to a different shipment.', true);
    const rates = takeQuote(call.user.id, claims.quote);
    if (!rates) return text('Quote expired, ask again.', true);
    const picked = call.inputResponses?.service?.content?.rateId;
    if (!rates.some((r) => r.id === picked)) return text('No service chosen.');
    const label = yield* api.buy(call.user.account, picked);
    return text(`Label ${label.trackingNumber}: ${label.pdfUrl}`);
  });

const address = { type: 'object', properties: { name: { type: 'string' }, street: { type: 'string' }, zip: { type: 'string' }, country: { type: 'string' } } };

export const toolTable = {
  void_label: {
    meta: {
      description: 'Void a shipping label that has not been scanned yet.',
      inputSchema: { type: 'object', properties: { labelId: { type: 'string' } }, required: ['labelId'] },
      annotations: { destructiveHint: true },
    },
    run: voidLabel,
  },
  create_label: {
    meta: {
      description: 'Quote and buy a shipping label.',
      inputSchema: {
        type: 'object',
        properties: { from: address, to: address, parcel: { type: 'object', properties: { grams: { type: 'integer' } } } },
        required: ['from', 'to', 'parcel'],
      },
    },
    run: createLabel,
  },
};

export const runTool = (name, args, call) =>
  Object.hasOwn(toolTable, name)
    ? toolTable[name].run(args, call).pipe(
        Effect.catchTags({
          StateRejected: () => Effect.succeed(text('Invalid or expired requestState', true)),
          CarrierError: (e) => Effect.succeed(text(`Carrier error on ${e.path}`, true)),
        }),
      )
    : Effect.succeed(text(`Unknown tool ${name}`, true));
