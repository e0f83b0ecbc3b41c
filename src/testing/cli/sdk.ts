// The command's only contact with the official MCP client, @modelcontextprotocol/client 2.x: an optional peer
// dependency, loaded when the command runs, so that the package keeps no runtime dependency.
import type * as ClientPackage from '@modelcontextprotocol/client';
import type { Client, DiscoverResult } from '@modelcontextprotocol/client';
import type * as StdioPackage from '@modelcontextprotocol/client/stdio';
import type { Target } from './args.js';

type ClientModule = typeof ClientPackage;
type StdioModule = typeof StdioPackage;

export const CLIENT_PACKAGE = '@modelcontextprotocol/client';

/** Something the command cannot work around: it prints the message and exits 2. */
export class SetupError extends Error {
  override readonly name = 'SetupError';
}

/** The client itself is missing (not one of its own dependencies, not a broken install). */
function isMissingClient(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ERR_MODULE_NOT_FOUND' && typeof message === 'string' && message.includes(`'${CLIENT_PACKAGE}'`);
}

function missingClient(error: unknown): SetupError {
  const detail = isMissingClient(error) ? '' : ` (${error instanceof Error ? error.message : String(error)})`;
  return new SetupError(
    `cannot load the official MCP client, ${CLIENT_PACKAGE} 2.x, which this command runs on${detail}. It is an optional peer ` +
      `dependency of eslint-plugin-mcp-state: install it next to it with npm install --save-dev ${CLIENT_PACKAGE}@^2`,
  );
}

async function load<T>(specifier: string): Promise<T> {
  try {
    return (await import(specifier)) as T;
  } catch (error) {
    throw missingClient(error);
  }
}

/** What the command asks of a connected client. */
export type ConnectedClient = Pick<Client, 'request' | 'listTools' | 'close' | 'getDiscoverResult'>;

export type Connector = {
  /**
   * Connects a client: over HTTP as the user with `token`, over stdio by starting the server. With `prior` (what an
   * earlier connection's `server/discover` answered) the client skips its own probe, which on stdio the SDK sends
   * from a second process of the server.
   */
  connect(token: string | undefined, prior?: DiscoverResult): Promise<ConnectedClient>;
};

function withTimeout<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms while ${what}`)), milliseconds);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Loads the client (a {@link SetupError} naming the package when it is missing) and returns how to connect to `target`. */
export async function connector(target: Target, version: string, timeoutMs: number): Promise<Connector> {
  const sdk = await load<ClientModule>(CLIENT_PACKAGE);
  if (typeof sdk.Client !== 'function' || typeof sdk.StreamableHTTPClientTransport !== 'function') {
    throw missingClient(new Error(`${CLIENT_PACKAGE} has no Client or StreamableHTTPClientTransport: is it 2.x?`));
  }
  const stdio = target.kind === 'stdio' ? await load<StdioModule>(`${CLIENT_PACKAGE}/stdio`) : undefined;

  const newClient = () =>
    new sdk.Client(
      { name: 'mcp-state-check', version },
      {
        capabilities: { elicitation: { form: {}, url: {} }, sampling: {}, roots: {} },
        versionNegotiation: { mode: { pin: '2026-07-28' } },
        inputRequired: { autoFulfill: false },
      },
    );

  return {
    async connect(token, prior) {
      const client = newClient();
      const transport =
        target.kind === 'http'
          ? new sdk.StreamableHTTPClientTransport(target.url, { requestInit: { headers: { Authorization: `Bearer ${token ?? ''}` } } })
          : new (stdio as StdioModule).StdioClientTransport({
              command: target.command,
              args: [...target.args],
              env: Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined)),
              stderr: 'inherit',
            });
      try {
        const options = prior === undefined ? { timeout: timeoutMs } : { timeout: timeoutMs, prior: { kind: 'modern' as const, discover: prior } };
        await withTimeout(client.connect(transport, options), timeoutMs + 1000, 'connecting');
        return client;
      } catch (error) {
        await client.close().catch(() => undefined);
        throw error;
      }
    },
  };
}
