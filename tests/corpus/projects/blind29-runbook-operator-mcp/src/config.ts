import { Config } from 'effect';

export const limits = {
  playbookTimeoutMs: 20 * 60_000,
  maxHostsPerRun: 50,
  // The person confirming usually checks dashboards and the change ticket first.
  confirmWindowSeconds: 60 * 60,
} as const;

export const RunbookConfig = Config.all({
  issuer: Config.string('OIDC_ISSUER'),
  awxBaseUrl: Config.url('AWX_BASE_URL'),
  awxToken: Config.redacted('AWX_TOKEN'),
  kubeApiUrl: Config.url('KUBE_API_URL'),
  kubeToken: Config.redacted('KUBE_TOKEN'),
  port: Config.integer('PORT').pipe(Config.withDefault(4100)),
});

export type RunbookConfig = Config.Config.Success<typeof RunbookConfig>;
