import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { Config, Effect, Option, Redacted } from 'effect';
import pkg from '../package.json' with { type: 'json' };

/**
 * Key for the request-state codec (32 bytes).
 * Cluster deployments set RUNBOOK_STATE_KEY; a single-box install derives a stable one so that
 * a restart between two rounds does not invalidate pending confirmations.
 */
export const stateKey = Effect.gen(function* () {
  const configured = yield* Config.option(Config.redacted('RUNBOOK_STATE_KEY'));
  return Option.match(configured, {
    onSome: (secret) => new Uint8Array(Buffer.from(Redacted.value(secret), 'base64')),
    onNone: () => new Uint8Array(createHash('sha256').update(`${pkg.name}:${hostname()}`).digest()),
  });
});
