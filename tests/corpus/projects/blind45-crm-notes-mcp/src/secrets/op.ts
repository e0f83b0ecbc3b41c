import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Resolves one 1Password secret reference with the `op` CLI. On servers the CLI signs in with the
 * service account in OP_SERVICE_ACCOUNT_TOKEN; on laptops with the desktop app's biometric unlock.
 */
export async function opRead(reference: string): Promise<string> {
  const { stdout } = await run('op', ['read', '--no-newline', reference], {
    timeout: 15_000,
    maxBuffer: 64 * 1024,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, OP_SERVICE_ACCOUNT_TOKEN: process.env.OP_SERVICE_ACCOUNT_TOKEN },
  });
  if (stdout.length === 0) throw new Error(`1Password returned an empty value for ${reference}`);
  return stdout;
}
