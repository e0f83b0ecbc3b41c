import * as z from 'zod/v4';

const Env = z.object({
  PORT: z.coerce.number().int().default(8787),
  PUBLIC_URL: z.url(),
  INTROSPECTION_URL: z.url(),
  INTROSPECTION_CLIENT_ID: z.string().min(1),
  INTROSPECTION_CLIENT_SECRET: z.string().min(1),
  STRIPE_API_KEY: z.string().startsWith('sk_'),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_'),
  // 32 random bytes, base64: `npm run gen:state-key`
  BILLING_STATE_KEY: z.string().min(1),
});

const parsed = Env.parse(process.env);

const stateKey = Buffer.from(parsed.BILLING_STATE_KEY, 'base64');
if (stateKey.length !== 32) {
  throw new Error(`BILLING_STATE_KEY must be 32 bytes of base64 (got ${stateKey.length}); run npm run gen:state-key`);
}

export const env = Object.freeze({ ...parsed, stateKey });
export type AppEnv = typeof env;
