// Reads the clinic booking server's settings from the environment with valibot.
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { readFileSync } from 'node:fs';
import * as v from 'valibot';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const Url = v.pipe(v.string(), v.url());

const Base64Key = v.pipe(
  v.string(),
  v.base64(),
  v.check((s) => Buffer.from(s, 'base64').length >= 32, 'CLINIC_STATE_KEY must decode to at least 32 bytes'),
);

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.digits(), v.transform(Number)), '8080'),
  EHR_FHIR_URL: Url,
  EHR_TOKEN_URL: Url,
  EHR_INTROSPECT_URL: Url,
  EHR_CLIENT_ID: v.pipe(v.string(), v.minLength(1)),
  EHR_CLIENT_SECRET: v.pipe(v.string(), v.minLength(16)),
  CLINIC_ID: v.pipe(v.string(), v.minLength(1)),
  CLINIC_STATE_KEY: v.optional(Base64Key),
});

const result = v.safeParse(EnvSchema, process.env);
if (!result.success) {
  const flat = v.flatten(result.issues);
  throw new Error(`Invalid configuration: ${JSON.stringify(flat.nested ?? flat.root)}`);
}
const env = result.output;

export const config = {
  port: env.PORT,
  clinicId: env.CLINIC_ID,
  ehr: {
    fhirUrl: env.EHR_FHIR_URL,
    tokenUrl: env.EHR_TOKEN_URL,
    introspectUrl: env.EHR_INTROSPECT_URL,
    clientId: env.EHR_CLIENT_ID,
    clientSecret: env.EHR_CLIENT_SECRET,
  },
  stateKey: env.CLINIC_STATE_KEY ? Buffer.from(env.CLINIC_STATE_KEY, 'base64') : createHash('sha256').update(`${hostname()}:${pkg.name}`).digest(),
  serverInfo: { name: pkg.name, version: pkg.version },
};
