#!/usr/bin/env node
import readline from 'node:readline';
import { createRequire } from 'node:module';
import { createDispatcher } from '../src/rpc.js';
import tools from '../src/tools/index.js';

const pkg = createRequire(import.meta.url)('../package.json');
const dispatch = createDispatcher({ serverInfo: { name: pkg.name, version: pkg.version }, tools });

// stdout is the protocol channel; everything else goes to stderr.
const log = (...args) => console.error('[ledger-mcp]', ...args);

function send(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });

rl.on('line', (line) => {
  if (!line.trim()) return;
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    return;
  }
  dispatch(message).then(
    (reply) => {
      if (reply) send(reply);
    },
    (err) => log('unhandled', err),
  );
});

rl.on('close', () => {
  log('stdin closed, exiting');
  process.exit(0);
});

process.on('uncaughtException', (err) => {
  log('uncaught', err);
  process.exitCode = 1;
});
