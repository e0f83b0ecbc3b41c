/**
 * Builds, then opens the MCP Inspector on the stdio server with the variables from .env.local
 * (Stripe test mode). Refuses a live Stripe key.
 */
import { execFileSync, spawn } from 'node:child_process';
import { config as loadDotenv } from 'dotenv';

const { parsed = {} } = loadDotenv({ path: '.env.local' });
const stripeKey = parsed.STRIPE_RESTRICTED_KEY ?? '';
if (!stripeKey.startsWith('rk_test_')) {
  throw new Error('.env.local must hold a test-mode restricted key (rk_test_…) for the inspector');
}

execFileSync('npx', ['tsc'], { stdio: 'inherit' });
const envArgs = Object.entries(parsed).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
spawn('npx', ['@modelcontextprotocol/inspector', ...envArgs, 'node', 'dist/main.js'], { stdio: 'inherit' });
