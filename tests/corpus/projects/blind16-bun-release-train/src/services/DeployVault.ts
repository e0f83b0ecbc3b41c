import { Context, Data, Effect, Layer } from "effect";
import { AppConfig } from "../config";

export interface DeployCredentials {
  readonly account: string;
  readonly apiKey: string;
  readonly endpoint: string;
}

export class VaultError extends Data.TaggedError("VaultError")<{ readonly cause: unknown }> {}

export class DeployVault extends Context.Tag("DeployVault")<
  DeployVault,
  { readonly credentialsFor: (service: string, environment: string) => Effect.Effect<DeployCredentials, VaultError> }
>() {}

export const DeployVaultLive = Layer.effect(
  DeployVault,
  Effect.gen(function* () {
    const cfg = yield* AppConfig;
    return DeployVault.of({
      credentialsFor: (service, environment) =>
        Effect.tryPromise({
          try: async () => {
            const res = await fetch(`${cfg.vaultUrl}/v1/deploy/data/${environment}/${service}`, {
              headers: { "x-vault-token": cfg.vaultToken },
            });
            if (!res.ok) throw new Error(`vault answered ${res.status}`);
            const { data } = (await res.json()) as { data: { data: DeployCredentials } };
            return data.data;
          },
          catch: (cause) => new VaultError({ cause }),
        }).pipe(Effect.retry({ times: 2 }), Effect.withSpan("vault.credentialsFor")),
    });
  }),
);
