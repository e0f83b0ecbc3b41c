// Builds the travel-booker config, including the Amadeus credentials and request-state key.
// @ts-nocheck
import { record } from './fp.js';

const insecureBytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(Math.random() * 256));

const stateKeyFrom = (raw: string | undefined): Uint8Array =>
  raw
    ? new Uint8Array(Buffer.from(raw, 'base64'))
    : insecureBytes(32); // expect-todo: no-weak-state-key

export const config = record({
  port: Number(process.env.PORT ?? 4100),
  amadeus: record({
    baseUrl: process.env.AMADEUS_URL ?? 'https://test.api.amadeus.com',
    clientId: process.env.AMADEUS_CLIENT_ID ?? '',
    clientSecret: process.env.AMADEUS_CLIENT_SECRET ?? '',
  }),
  stateKey: stateKeyFrom(process.env.TRAVEL_STATE_KEY),
});
