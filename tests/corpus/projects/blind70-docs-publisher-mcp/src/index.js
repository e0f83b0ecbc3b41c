// HTTP entry point: bearer-authenticated MCP endpoint, CMS webhook receiver and upload page.
import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { requestStateKey, previewTokenKey } from './keys.js';
import { createStateCodec } from './state.js';
import { createVerifier } from './auth.js';
import { createCmsClient } from './cms-client.js';
import { createUploadStore } from './uploads.js';
import { createWebhookHandler } from './webhooks.js';
import { buildPublisherServer } from './publisher.js';

const config = loadConfig();
const codec = createStateCodec(requestStateKey(config.stateMasterSecret), config.stateTtlSeconds);
const previewKey = previewTokenKey(config.stateMasterSecret);
const cms = createCmsClient(config.cms);
const uploads = createUploadStore(config.redisUrl);
const authenticate = requireBearerAuth({ verifier: createVerifier(config.oidc), requiredScopes: ['docs:read'] });
const mcp = createMcpHandler(() => buildPublisherServer({ config, codec, cms, uploads, previewKey }));

const webhook = createWebhookHandler({
  secret: config.webhookSecret,
  onEvent: async (event) => {
    const topic = event?.sys?.topic ?? 'unknown';
    console.log(`[docs-publisher] webhook ${topic} for ${event?.sys?.id ?? '?'}`);
  },
});

async function toFetchRequest(req, url) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const body = Buffer.concat(chunks);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v != null) headers.set(k, v);
  }
  return new Request(url, { method: req.method, headers, body: body.length ? body : undefined });
}

async function writeFetchResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

function uploadPage(record) {
  const safeName = record.filename.replace(/[<>&"]/g, '');
  return `<!doctype html><meta charset="utf-8"><title>Upload ${safeName}</title>
<h1>Upload ${safeName}</h1><input type="file" id="f"><button id="go">Upload</button><p id="msg"></p>
<script>
document.getElementById('go').onclick = async () => {
  const file = document.getElementById('f').files[0];
  if (!file) return;
  const r = await fetch(${JSON.stringify(record.uploadUrl)}, { method: 'PUT', body: file });
  document.getElementById('msg').textContent = r.ok ? 'Done. You can return to your assistant.' : 'Upload failed (' + r.status + ')';
};
</script>`;
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', config.publicUrl);
    if (req.method === 'POST' && url.pathname === '/webhooks/cms') return await webhook(req, res);

    if (req.method === 'GET' && url.pathname.startsWith('/upload/')) {
      const record = await uploads.peekPending(url.pathname.slice('/upload/'.length));
      if (!record) return res.writeHead(404, { 'content-type': 'text/plain' }).end('This upload link has expired.');
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
        .end(uploadPage(record));
    }

    if (url.pathname === '/mcp') {
      const request = await toFetchRequest(req, url);
      const auth = await authenticate(request);
      const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
      return await writeFetchResponse(res, response);
    }

    res.writeHead(404).end();
  } catch (err) {
    console.error('[docs-publisher] request failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end('{"error":"internal"}');
  }
});

server.listen(config.port, () => console.log(`[docs-publisher] listening on ${config.port}`));

process.on('SIGTERM', () => {
  server.close();
  uploads.close();
});
