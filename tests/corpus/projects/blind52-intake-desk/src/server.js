import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { bearerAuth } from './auth.js';
import { toolError } from './forms.js';
import { attachTools } from './tools/attach.js';
import { intakeTools } from './tools/intake.js';
import { recordReceived, slotForUpload } from './uploads.js';

const tools = [...intakeTools, ...attachTools];
const byName = new Map(tools.map((tool) => [tool.name, tool]));
const UPLOAD_DIR = process.env.UPLOAD_DIR ?? 'data/uploads';

function buildServer() {
  const server = new Server({ name: 'intake-desk', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map(({ name, title, description, inputSchema, annotations }) => ({
      name,
      title,
      description,
      inputSchema,
      ...(annotations ? { annotations } : {}),
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return toolError(`Unknown tool ${request.params.name}`);
    return tool.run(request.params, extra);
  });

  return server;
}

const app = express();

app.post('/mcp', express.json({ limit: '512kb' }), bearerAuth, async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

// Browser upload target for attach_document. The upload id in the path is a random UUID
// bound to one slot row; the file must hash to what the tool call declared.
app.put('/upload/:uploadId', express.raw({ type: '*/*', limit: '20mb' }), async (req, res) => {
  const slot = slotForUpload(req.params.uploadId);
  if (!slot || slot.expires_at <= Date.now() || slot.received_at) {
    res.status(410).send('This upload link has expired.');
    return;
  }
  const digest = createHash('sha256').update(req.body).digest('hex');
  if (digest !== slot.sha256) {
    res.status(422).send('The file does not match the document that was announced.');
    return;
  }
  const dir = path.join(UPLOAD_DIR, slot.intake_id);
  await mkdir(dir, { recursive: true });
  const storedPath = path.join(dir, `${slot.upload_id}-${path.basename(slot.file_name)}`);
  await writeFile(storedPath, req.body);
  recordReceived(slot.upload_id, storedPath);
  res.status(201).send('Uploaded. You can return to the assistant.');
});

const port = Number(process.env.PORT ?? 3100);
app.listen(port, () => console.log(`intake-desk listening on :${port}`));
