import { Context, Layer } from "effect";
import { hostname } from "node:os";
import pkg from "../package.json" with { type: "json" };

export interface AppConfigShape {
  readonly issuer: string;
  readonly stateKey: Uint8Array;
  readonly vaultUrl: string;
  readonly vaultToken: string;
  readonly idpJwksUrl: URL;
}

export class AppConfig extends Context.Tag("AppConfig")<AppConfig, AppConfigShape>() {}

const required = (name: string): string => {
  const value = Bun.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

// Confirmation state only has to survive between two calls that land on the same box (the
// load balancer pins MCP sessions), so a per-host key avoids yet another secret in the vault.
function deriveStateKey(): Uint8Array {
  const hasher = new Bun.CryptoHasher("sha256");
  hasher.update(`${pkg.name}@${pkg.version}:${hostname()}`); // expect-todo: no-weak-state-key
  return new Uint8Array(hasher.digest());
}

export const AppConfigLive = Layer.sync(AppConfig, () =>
  AppConfig.of({
    issuer: `${pkg.name}/${pkg.version}`,
    stateKey: deriveStateKey(),
    vaultUrl: required("VAULT_ADDR"),
    vaultToken: required("VAULT_TOKEN"),
    idpJwksUrl: new URL(required("IDP_JWKS_URL")),
  }),
);
