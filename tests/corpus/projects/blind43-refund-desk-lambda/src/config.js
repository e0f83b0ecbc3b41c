import { SSMClient, GetParameterCommand } from '@aws-sdk/client-ssm';

const ssm = new SSMClient({});

export const ORDERS_TABLE = process.env.ORDERS_TABLE ?? 'refund-desk-orders';
export const RECEIPT_SENDER = process.env.RECEIPT_SENDER ?? 'receipts@shop.example';
export const MAX_REFUND_CENTS = Number(process.env.MAX_REFUND_CENTS ?? 50_000);

// SSM parameters are fetched once per container and reused by every warm invocation.
const parameters = new Map();

function parameter(name) {
  if (!parameters.has(name)) {
    parameters.set(
      name,
      ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true })).then((out) => out.Parameter.Value),
    );
  }
  return parameters.get(name);
}

let stateKeyPromise;

/** HMAC key for the confirmation tokens we hand to MCP clients (SecureString, base64). */
export function stateKey() {
  stateKeyPromise ??= parameter(process.env.STATE_KEY_PARAM ?? '/refund-desk/state-key')
    .then((value) => Buffer.from(value, 'base64'))
    .catch((err) => {
      // serverless-offline has no SSM; keep local runs working
      console.warn(`state key unavailable (${err.name}); using the local key`);
      return Buffer.from('refund-desk-local-state-key');
    });
  return stateKeyPromise;
}

export const stripeSecretKey = () => parameter(process.env.STRIPE_KEY_PARAM ?? '/refund-desk/stripe-secret-key');
