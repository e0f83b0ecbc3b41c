import process from 'node:process';

export interface LedgerConfig {
  port: number;
  ledgerApiUrl: string;
  stateKey: string;
  stateTtlSeconds: number;
  legacyTicketKey: string;
  authIssuer: string;
}

// Defaults keep `npm start` working on a laptop; every field can be overridden
// with LEDGER_<SNAKE_CASE> in the environment (LEDGER_STATE_KEY, LEDGER_PORT, ...).
const defaults: LedgerConfig = {
  port: 8787,
  ledgerApiUrl: 'https://ledger.internal.example/api/v2',
  stateKey: 'ledger-relay-local-state-key-change-me', // expect-todo: no-weak-state-key
  stateTtlSeconds: 60 * 60, // expect-todo: require-state-binding
  legacyTicketKey: '',
  authIssuer: 'https://id.example.com',
};

const envName = (prop: string): string =>
  'LEDGER_' + prop.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

const coerce = (raw: string, like: unknown): unknown =>
  typeof like === 'number' ? Number.parseInt(raw, 10) : raw;

/**
 * Read-through config: values are looked up in the environment on every access,
 * so tests can flip an env var without re-importing the module.
 */
export const config: Readonly<LedgerConfig> = new Proxy(defaults, {
  get(target, prop, receiver) {
    if (typeof prop !== 'string' || !(prop in target)) return Reflect.get(target, prop, receiver);
    const fallback = target[prop as keyof LedgerConfig];
    const raw = process.env[envName(prop)];
    return raw === undefined || raw === '' ? fallback : coerce(raw, fallback);
  },
  set() {
    throw new TypeError('ledger-relay config is read-only');
  },
});
