#!/usr/bin/env node
// Ledger Desk MCP server: line-delimited JSON-RPC 2.0 over stdio.
// One JSON value per line in, one per line out. Logs go to stderr so they never
// interleave with protocol traffic on stdout.
import { createInterface } from 'node:readline';
import os from 'node:os';
import { dispatch, parseError } from './jsonrpc.js';
import { createMethods } from './methods.js';
import { openLedger } from './ledger.js';
import { settings } from './settings.js';

const log = (...parts) => process.stderr.write(`[ledger-desk] ${parts.join(' ')}\n`);

function localPrincipal() {
  try {
    return `local:${os.userInfo().username}`;
  } catch {
    return `local:uid:${process.getuid?.() ?? 'unknown'}`;
  }
}

const ledger = await openLedger(settings.dbPath);
const session = {
  principal: localPrincipal(),
  protocolVersion: null,
  clientInfo: null,
};
const methods = createMethods({ ledger, log });

function send(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
let inFlight = 0;
let closing = false;

rl.on('line', async (line) => {
  const trimmed = line.trim();
  if (!trimmed) return;

  let message;
  try {
    message = JSON.parse(trimmed);
  } catch (err) {
    send(parseError(err));
    return;
  }

  inFlight += 1;
  try {
    const reply = await dispatch(message, methods, session);
    if (reply !== undefined) send(reply);
  } catch (err) {
    log('unhandled dispatch failure:', err?.stack ?? err);
  } finally {
    inFlight -= 1;
    if (closing && inFlight === 0) shutdown();
  }
});

rl.on('close', () => {
  closing = true;
  if (inFlight === 0) shutdown();
});

async function shutdown() {
  await ledger.flush();
  log('stdin closed, bye');
  process.exit(0);
}

process.on('SIGTERM', () => rl.close());
log(`ready (${session.principal}, ledger ${settings.dbPath})`);
