// Models the doc-export MCP server (SDK 2.x, CommonJS) served over HTTP with createMcpHandler.
const http = require('node:http');
const util = require('node:util');
const { z } = require('zod');
const { McpServer, createMcpHandler, inputRequired, acceptedContent } = require('@modelcontextprotocol/server');
const { createProgressCodec } = require('./lib/progress-codec.js');
const registerShare = require('./lib/share.js');
const wiki = require('./lib/wiki.js');

const progressCodec = createProgressCodec({ level: 9 });

function buildServer() {
  const server = new McpServer({ name: 'doc-export', version: '1.0.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'export_document',
    {
      description: 'Export a wiki document to PDF, DOCX or Markdown',
      inputSchema: { docId: z.string() },
    },
    async ({ docId }, ctx) => {
      const previous = ctx.mcpReq.requestState();
      const progress = previous
        ? await progressCodec.unpack(previous) // expect: require-sealed-state
        : { docId, format: null, includeComments: null };

      const format = acceptedContent(ctx.mcpReq.inputResponses, 'format');
      if (format) progress.format = format.format;

      if (!progress.format) {
        return progressCodec.pack(progress).then((packed) =>
          inputRequired({
            inputRequests: {
              format: inputRequired.elicit({
                message: 'Which format?',
                requestedSchema: { type: 'object', properties: { format: { type: 'string', enum: ['pdf', 'docx', 'md'] } } },
              }),
            },
            requestState: packed, // expect: require-sealed-state
          }),
        );
      }

      const url = await wiki.export(progress.docId, progress.format);
      return { content: [{ type: 'text', text: `Export ready: ${url}` }] };
    },
  );

  server.registerTool(
    'translate_document',
    {
      description: 'Machine-translate a wiki document page by page',
      inputSchema: { docId: z.string(), lang: z.string() },
    },
    async ({ docId, lang }, ctx) => {
      const previous = ctx.mcpReq.requestState();
      let page = 1;
      if (previous) {
        const [savedDoc, savedLang, savedPage] = previous.split(';'); // expect: require-sealed-state
        docId = savedDoc;
        lang = savedLang;
        page = Number(savedPage) + 1;
      }

      const { done, preview } = await wiki.translatePage(docId, lang, page);
      if (done) return { content: [{ type: 'text', text: `Translation of ${docId} to ${lang} finished.` }] };

      return inputRequired({
        inputRequests: {
          review: inputRequired.elicit({
            message: `Page ${page} translated:\n${preview}\nContinue?`,
            requestedSchema: { type: 'object', properties: { go: { type: 'boolean' } } },
          }),
        },
        requestState: util.format('%s;%s;%d', docId, lang, page), // expect: require-sealed-state
      });
    },
  );

  registerShare(server, wiki);
  return server;
}

const handler = createMcpHandler(buildServer);

http
  .createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const response = await handler.fetch(request, { authInfo: req.authInfo });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  })
  .listen(Number(process.env.PORT ?? 3040));
