import { readFileSync } from 'node:fs';

export interface ReleaseTrainConfig {
  /** HMAC key for the round-trip envelopes handed to clients. */
  stateKey: Buffer;
  /** How long a half-finished release conversation may sit with the client. */
  stateTtlMs: number;
  remote: string;
  transport: 'stdio' | 'http';
  port: number;
  /** Hint passed to the client's model when we ask it to draft release notes. */
  notesModelHint: string;
}

function fromFile(path: string | undefined): string | undefined {
  if (!path) return undefined;
  // Kubernetes mounts the secret as a file; trailing newline included.
  return readFileSync(path, 'utf8').trim();
}

function intOr(raw: string | undefined, fallback: number): number {
  const n = raw === undefined ? NaN : Number.parseInt(raw, 10);
  return Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ReleaseTrainConfig {
  const configuredKey = fromFile(env.RELEASE_TRAIN_STATE_KEY_FILE) ?? env.RELEASE_TRAIN_STATE_KEY;
  if (!configuredKey) {
    console.warn('[release-train] RELEASE_TRAIN_STATE_KEY not set, using the development key');
  }

  return {
    stateKey: Buffer.from(configuredKey ?? 'release-train/dev-only/0b1c2d3e4f', 'utf8'),
    stateTtlMs: 10 * 60 * 1000,
    remote: env.RELEASE_TRAIN_REMOTE ?? 'origin',
    transport: env.RELEASE_TRAIN_TRANSPORT === 'http' ? 'http' : 'stdio',
    port: intOr(env.PORT, 8787),
    notesModelHint: env.RELEASE_TRAIN_NOTES_MODEL ?? 'claude',
  };
}
