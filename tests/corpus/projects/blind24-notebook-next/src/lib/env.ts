import 'server-only';

export const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000';

/**
 * Secret used to sign MCP requestState. Falls back to the deployment URL so that
 * preview deployments work without having to provision another env var.
 */
export function stateKeyMaterial(): string {
  return process.env.MCP_STATE_SECRET ?? siteUrl;
}

export const mcpServerInfo = { name: 'notebook', version: '1.8.2' } as const;
