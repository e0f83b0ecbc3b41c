import type { FactoryProvider } from "@nestjs/common";
import { ConfigService } from "@nestjs/config";

export const STATE_KEY = Symbol("STATE_KEY");
export const GRANT_BOX_KEY = Symbol("GRANT_BOX_KEY");

interface KeySpec {
  env: string;
  minBytes: number;
  exactBytes?: number;
}

/**
 * Keys come from the environment as base64. A missing or short key stops the
 * app at boot instead of silently signing with something guessable.
 */
export function loadKey(config: ConfigService, spec: KeySpec): Buffer {
  const encoded = config.get<string>(spec.env);
  if (!encoded) {
    throw new Error(`${spec.env} is not set (generate one with: openssl rand -base64 32)`);
  }
  const key = Buffer.from(encoded, "base64");
  if (key.length < spec.minBytes || (spec.exactBytes !== undefined && key.length !== spec.exactBytes)) {
    throw new Error(`${spec.env} must decode to ${spec.exactBytes ?? `at least ${spec.minBytes}`} bytes, got ${key.length}`);
  }
  return key;
}

export const keyProviders: FactoryProvider<Buffer>[] = [
  {
    provide: STATE_KEY,
    inject: [ConfigService],
    useFactory: (config: ConfigService) => loadKey(config, { env: "DOCS_VAULT_STATE_KEY", minBytes: 32 }),
  },
  {
    provide: GRANT_BOX_KEY,
    inject: [ConfigService],
    useFactory: (config: ConfigService) => loadKey(config, { env: "DOCS_VAULT_GRANT_KEY", minBytes: 32, exactBytes: 32 }),
  },
];
