import { Data, Effect, Redacted } from 'effect';

export class SignatureError extends Data.TaggedError('SignatureError')<{ readonly cause: unknown }> {}

const utf8 = new TextEncoder();

const importHmacKey = (secret: Redacted.Redacted<string>) =>
  Effect.tryPromise({
    try: () =>
      crypto.subtle.importKey('raw', utf8.encode(Redacted.value(secret)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
    catch: (cause) => new SignatureError({ cause }),
  });

// Zendesk signs base64(HMAC-SHA256(secret, timestamp + body)).
export const zendeskSignature = (secret: Redacted.Redacted<string>) => (timestamp: string, body: string) =>
  Effect.flatMap(importHmacKey(secret), (key) =>
    Effect.tryPromise({
      try: () => crypto.subtle.sign('HMAC', key, utf8.encode(timestamp + body)),
      catch: (cause) => new SignatureError({ cause }),
    }).pipe(Effect.map((mac) => Buffer.from(mac).toString('base64'))),
  );
