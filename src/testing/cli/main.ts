#!/usr/bin/env node
// The `mcp-state-check` command (package.json "bin"). Everything it does is in run.ts; this file only wires it to
// the process, and exits once the output is written, whatever sockets or server processes are still closing.
import { main } from './run.js';

const code = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });
process.stdout.write('', () => process.exit(code));
