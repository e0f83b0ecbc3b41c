import { Context, Data, Duration, Effect, Layer, Redacted, Schedule, pipe } from 'effect';
import { RunbookConfig, limits } from './config.js';

export class UpstreamError extends Data.TaggedError('UpstreamError')<{ readonly message: string }> {}

export interface DryRun {
  readonly digest: string;
  readonly changed: number;
  readonly summary: string;
}

export interface JobOutcome {
  readonly jobId: number;
  readonly status: 'successful' | 'failed' | 'canceled';
}

export class Awx extends Context.Tag('runbook/Awx')<
  Awx,
  {
    readonly dryRun: (playbook: string, hosts: readonly string[], vaultPassphrase: string) => Effect.Effect<DryRun, UpstreamError>;
    readonly launch: (playbook: string, hosts: readonly string[], vaultPassphrase: string) => Effect.Effect<JobOutcome, UpstreamError>;
  }
>() {}

export class Kube extends Context.Tag('runbook/Kube')<
  Kube,
  {
    readonly podsOn: (node: string) => Effect.Effect<readonly string[], UpstreamError>;
    readonly drain: (node: string) => Effect.Effect<void, UpstreamError>;
  }
>() {}

const http =
  (base: URL, token: Redacted.Redacted<string>) =>
  <A>(path: string, init: RequestInit = {}) =>
    Effect.tryPromise({
      try: async (signal) => {
        const res = await fetch(new URL(path, base), {
          ...init,
          signal,
          headers: { authorization: `Bearer ${Redacted.value(token)}`, 'content-type': 'application/json', ...init.headers },
        });
        if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}`);
        return (await res.json()) as A;
      },
      catch: (e) => new UpstreamError({ message: e instanceof Error ? e.message : String(e) }),
    });

const templateName = (playbook: string) => `runbook-${playbook.replace(/\.ya?ml$/, '')}`;

export const AwxLive = Layer.effect(
  Awx,
  Effect.gen(function* () {
    const cfg = yield* RunbookConfig;
    const call = http(cfg.awxBaseUrl, cfg.awxToken);

    const templateId = (playbook: string) =>
      pipe(
        call<{ results: { id: number }[] }>(`/api/v2/job_templates/?name=${encodeURIComponent(templateName(playbook))}`),
        Effect.flatMap(({ results }) =>
          results[0] ? Effect.succeed(results[0].id) : Effect.fail(new UpstreamError({ message: `no AWX template for ${playbook}` })),
        ),
      );

    const waitFor = (job: number) =>
      pipe(
        call<{ id: number; status: string; artifacts?: { digest?: string; changed?: number; summary?: string } }>(`/api/v2/jobs/${job}/`),
        Effect.filterOrFail(
          (j) => ['successful', 'failed', 'canceled'].includes(j.status),
          () => new UpstreamError({ message: `job ${job} still running` }),
        ),
        Effect.retry(Schedule.spaced(Duration.seconds(5))),
        Effect.timeoutFail({
          duration: Duration.millis(limits.playbookTimeoutMs),
          onTimeout: () => new UpstreamError({ message: `job ${job} timed out` }),
        }),
      );

    const launch = (jobType: 'check' | 'run') => (playbook: string, hosts: readonly string[], vaultPassphrase: string) =>
      pipe(
        templateId(playbook),
        Effect.flatMap((id) =>
          call<{ job: number }>(`/api/v2/job_templates/${id}/launch/`, {
            method: 'POST',
            body: JSON.stringify({ job_type: jobType, limit: hosts.join(','), credential_passwords: { vault_password: vaultPassphrase } }),
          }),
        ),
        Effect.flatMap(({ job }) => waitFor(job)),
      );

    return {
      dryRun: (playbook, hosts, vaultPassphrase) =>
        pipe(
          launch('check')(playbook, hosts, vaultPassphrase),
          Effect.map((j) => ({
            digest: j.artifacts?.digest ?? String(j.id),
            changed: j.artifacts?.changed ?? 0,
            summary: j.artifacts?.summary ?? '(no summary)',
          })),
        ),
      launch: (playbook, hosts, vaultPassphrase) =>
        pipe(
          launch('run')(playbook, hosts, vaultPassphrase),
          Effect.map((j) => ({ jobId: j.id, status: j.status as JobOutcome['status'] })),
        ),
    };
  }),
);

export const KubeLive = Layer.effect(
  Kube,
  Effect.gen(function* () {
    const cfg = yield* RunbookConfig;
    const call = http(cfg.kubeApiUrl, cfg.kubeToken);

    const podsOn = (node: string) =>
      pipe(
        call<{ items: { metadata: { name: string; namespace: string } }[] }>(
          `/api/v1/pods?fieldSelector=${encodeURIComponent(`spec.nodeName=${node}`)}`,
        ),
        Effect.map(({ items }) => items.map((p) => `${p.metadata.namespace}/${p.metadata.name}`)),
      );

    const evict = (pod: string) => {
      const [namespace, name] = pod.split('/');
      return call(`/api/v1/namespaces/${namespace}/pods/${name}/eviction`, {
        method: 'POST',
        body: JSON.stringify({ apiVersion: 'policy/v1', kind: 'Eviction', metadata: { name, namespace } }),
      });
    };

    const drain = (node: string) =>
      pipe(
        call(`/api/v1/nodes/${node}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/strategic-merge-patch+json' },
          body: JSON.stringify({ spec: { unschedulable: true } }),
        }),
        Effect.zipRight(podsOn(node)),
        Effect.flatMap((pods) => Effect.forEach(pods, evict, { concurrency: 5, discard: true })),
      );

    return { podsOn, drain };
  }),
);
