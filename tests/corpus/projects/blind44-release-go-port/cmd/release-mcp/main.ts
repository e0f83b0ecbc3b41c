// Command release-mcp: port of cmd/release-mcp/main.go.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { LoadTokenTable, NewVerifier } from '../../internal/auth/auth.js';
import * as clock from '../../internal/clock/clock.js';
import * as config from '../../internal/config/config.js';
import { Client } from '../../internal/deployapi/client.js';
import { Codec } from '../../internal/statecodec/codec.js';
import { RegisterListReleases } from '../../internal/tools/list_releases.js';
import { RegisterRollback } from '../../internal/tools/rollback.js';

function fatal(err: Error): never {
  console.error(`release-mcp: ${err.message}`);
  process.exit(1);
}

const [cfgErr, cfg] = config.Load();
if (cfgErr !== null || cfg === null) fatal(cfgErr ?? new Error('no config'));

const [tblErr, table] = LoadTokenTable(cfg.TokenDigestsFile);
if (tblErr !== null) fatal(tblErr);

const codec = new Codec(cfg.StateKey, clock.System);
const api = new Client(cfg.DeployAPIURL, cfg.DeployAPIToken);

const mcp = createMcpHandler(() => {
  const s = new McpServer({ name: 'release-mcp', version: '1.2.0' }, { capabilities: { tools: {} } });
  RegisterListReleases(s, codec, api);
  RegisterRollback(s, codec, api);
  return s;
});

const authenticate = requireBearerAuth({ verifier: NewVerifier(table, clock.System), requiredScopes: ['releases'] });

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === 'string') headers.set(k, v);
    else if (Array.isArray(v)) headers.set(k, v.join(', '));
  }
  return new Request(`http://${cfg.ListenAddr}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
}

async function writeResponse(res: ServerResponse, out: Response): Promise<void> {
  res.writeHead(out.status, Object.fromEntries(out.headers));
  res.end(Buffer.from(await out.arrayBuffer()));
}

const [host, port] = cfg.ListenAddr.split(':');

createServer(async (req, res) => {
  if (req.url !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const request = await toRequest(req);
  const authInfo = await authenticate(request);
  if (authInfo instanceof Response) {
    await writeResponse(res, authInfo);
    return;
  }
  await writeResponse(res, await mcp.fetch(request, { authInfo }));
}).listen(Number(port), host, () => {
  console.log(`release-mcp listening on ${cfg.ListenAddr}`);
});
