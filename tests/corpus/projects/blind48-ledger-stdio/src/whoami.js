import os from 'node:os';

// The server runs as the bookkeeper's own OS account (it is spawned by their desktop client),
// so the OS login is who is asking. LEDGER_LOGIN exists for the shared reconciliation box.
let cached;

export function currentLogin() {
  if (cached === undefined) {
    cached = process.env.LEDGER_LOGIN || os.userInfo().username;
  }
  return cached;
}
