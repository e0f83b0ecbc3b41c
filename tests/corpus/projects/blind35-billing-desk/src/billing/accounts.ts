import pg from 'pg';
import { config } from '../config.js';
import { readKv } from '../secrets/vault.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 5 });

export interface StripeConnection {
  account: string;
  secretKey: string;
}

/** The billing account a support agent works on, with what is needed to call Stripe for it. */
export interface BillingAccount {
  id: string;
  region: string;
  currency: string;
  maxRefundCents: number;
  stripe: StripeConnection;
}

export async function accountForAgent(agentId: string): Promise<BillingAccount> {
  const { rows } = await pool.query<{ id: string; region: string; currency: string; max_refund_cents: number; stripe_account: string }>(
    `select a.id, a.region, a.currency, g.max_refund_cents, a.stripe_account
       from support_agents g join billing_accounts a on a.id = g.billing_account_id
      where g.subject = $1 and g.active`,
    [agentId],
  );
  const row = rows[0];
  if (!row) throw new Error('You are not assigned to a billing account.');
  const stripe = await readKv<{ api_key: string }>(`${config.vault.paths.stripe}/${row.region}`);
  return {
    id: row.id,
    region: row.region,
    currency: row.currency,
    maxRefundCents: row.max_refund_cents,
    stripe: { account: row.stripe_account, secretKey: stripe.api_key },
  };
}
