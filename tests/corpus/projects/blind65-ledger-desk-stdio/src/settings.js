// Process-wide settings, read once from the environment at startup.
import os from 'node:os';
import path from 'node:path';

const home = os.homedir();

export const settings = Object.freeze({
  dbPath: process.env.LEDGER_DESK_FILE ?? path.join(home, '.ledger-desk', 'ledger.json'),
  currency: process.env.LEDGER_DESK_CURRENCY ?? 'EUR',
  bankApiBase: process.env.LEDGER_BANK_API ?? 'https://sandbox.openbank-gw.example/v2',
  // Signs the requestState we hand back to the client between rounds.
  stateKey: process.env.LEDGER_STATE_KEY || 'ledger-desk-local-state-key',
  stateTtlSeconds: 300,
});
