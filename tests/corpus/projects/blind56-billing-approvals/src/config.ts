export interface MasterKey {
  id: string;
  secret: Buffer;
}

export interface AppConfig {
  stripeKey: string;
  /** first signs new confirmations, all open them */
  approvalKeys: MasterKey[];
  maxRefundCents: number;
}

const MIN_MASTER_BYTES = 32;

function requireEnv(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function decodeMaster(name: string, value: string): Buffer {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length < MIN_MASTER_BYTES) throw new Error(`${name} must decode to at least ${MIN_MASTER_BYTES} bytes`);
  return bytes;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const stripeKey = requireEnv(env, 'STRIPE_RESTRICTED_KEY');
  // a full secret key can do far more than this server needs
  if (!stripeKey.startsWith('rk_live_') && !stripeKey.startsWith('rk_test_')) {
    throw new Error('STRIPE_RESTRICTED_KEY must be a restricted key (rk_live_… or rk_test_…)');
  }

  const approvalKeys: MasterKey[] = [
    { id: env.APPROVAL_KEY_ID ?? 'k1', secret: decodeMaster('APPROVAL_MASTER_KEY', requireEnv(env, 'APPROVAL_MASTER_KEY')) },
  ];
  const previous = env.APPROVAL_MASTER_KEY_PREVIOUS;
  if (previous) {
    approvalKeys.push({
      id: requireEnv(env, 'APPROVAL_PREVIOUS_KEY_ID'),
      secret: decodeMaster('APPROVAL_MASTER_KEY_PREVIOUS', previous),
    });
  }
  if (new Set(approvalKeys.map((k) => k.id)).size !== approvalKeys.length) {
    throw new Error('APPROVAL_KEY_ID and APPROVAL_PREVIOUS_KEY_ID must differ');
  }

  const maxRefundCents = Number(env.MAX_REFUND_CENTS ?? 50_000);
  if (!Number.isInteger(maxRefundCents) || maxRefundCents <= 0) throw new Error('MAX_REFUND_CENTS must be a positive integer');

  return { stripeKey, approvalKeys, maxRefundCents };
}
