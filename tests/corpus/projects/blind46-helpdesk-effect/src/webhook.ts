import { Data, Effect, pipe } from 'effect';
import { HelpdeskConfig } from './config.js';
import { zendeskSignature } from './crypto.js';

export class BadSignature extends Data.TaggedError('BadSignature')<{}> {}
export class StaleDelivery extends Data.TaggedError('StaleDelivery')<{}> {}

export interface Delivery {
  readonly signature: string;
  readonly timestamp: string;
  readonly body: string;
}

export interface TicketEvent {
  readonly type: string;
  readonly detail: { readonly id: string; readonly status?: string };
}

const MAX_SKEW_MS = 5 * 60 * 1000;

const fresh = (delivery: Delivery) =>
  Math.abs(Date.now() - Date.parse(delivery.timestamp)) <= MAX_SKEW_MS
    ? Effect.succeed(delivery)
    : Effect.fail(new StaleDelivery());

export const verifyDelivery = (delivery: Delivery) =>
  Effect.gen(function* () {
    const { webhookSecret } = yield* HelpdeskConfig;
    yield* fresh(delivery);
    return yield* pipe(
      zendeskSignature(webhookSecret)(delivery.timestamp, delivery.body),
      Effect.filterOrFail(
        (expected) => expected === delivery.signature, // expect: no-timing-unsafe-compare
        () => new BadSignature(),
      ),
      Effect.map(() => JSON.parse(delivery.body) as TicketEvent),
    );
  });

export const handleDelivery = (delivery: Delivery) =>
  pipe(
    verifyDelivery(delivery),
    Effect.tap((event) => Effect.logInfo(`zendesk ${event.type} for ticket ${event.detail.id}`)),
    Effect.as(new Response(null, { status: 204 })),
    Effect.catchTags({
      BadSignature: () => Effect.succeed(new Response('bad signature', { status: 401 })),
      StaleDelivery: () => Effect.succeed(new Response('stale', { status: 401 })),
      SignatureError: () => Effect.succeed(new Response(null, { status: 500 })),
    }),
  );
