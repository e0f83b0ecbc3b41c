// Models an AWS Lambda MCP endpoint (SDK 1.x types, hand-built JSON-RPC) that carries export progress as hex/URI-encoded JSON and string concatenations.
const { CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { startExport, exportStatus } = require('./exports');

async function callTool(request) {
  CallToolRequestSchema.parse(request);
  const params = request.params;
  const { dataset } = params.arguments;

  if (params.requestState === undefined) {
    return {
      resultType: 'input_required',
      inputRequests: {
        format: {
          method: 'elicitation/create',
          params: { mode: 'form', message: `Export ${dataset} as?`, requestedSchema: { type: 'object', properties: { format: { type: 'string' } } } },
        },
      },
      requestState: Buffer.from(JSON.stringify({ dataset, stage: 'format' })).toString('hex'), // expect: require-sealed-state
    };
  }

  const progress = JSON.parse(Buffer.from(params.requestState, 'hex').toString('utf8')); // expect: require-sealed-state
  if (progress.stage === 'format') {
    const format = params.inputResponses?.format?.content?.format ?? 'csv';
    const job = await startExport(progress.dataset, format);
    return {
      resultType: 'input_required',
      inputRequests: {
        wait: { method: 'elicitation/create', params: { mode: 'form', message: 'Export started. Continue when ready.', requestedSchema: { type: 'object', properties: {} } } },
      },
      requestState: 'export:' + encodeURIComponent(JSON.stringify({ ...progress, stage: 'running', jobId: job.id })), // expect: require-sealed-state
    };
  }
  return { content: [{ type: 'text', text: `Unknown stage ${progress.stage}` }] };
}

async function resumeExport(request) {
  const { requestState } = request.params;
  const progress = JSON.parse(decodeURIComponent(requestState.slice('export:'.length))); // expect: require-sealed-state
  const status = await exportStatus(progress.jobId);
  if (status.done) return { content: [{ type: 'text', text: status.url }] };
  return {
    resultType: 'input_required',
    inputRequests: {
      wait: { method: 'elicitation/create', params: { mode: 'form', message: 'Still running, check again?', requestedSchema: { type: 'object', properties: {} } } },
    },
    requestState: `export:${encodeURIComponent(JSON.stringify(progress))}`, // expect: require-sealed-state
  };
}

exports.handler = async (event) => {
  const request = JSON.parse(event.body);
  const result = request.params?.requestState?.startsWith('export:') ? await resumeExport(request) : await callTool(request);
  return { statusCode: 200, body: JSON.stringify({ jsonrpc: '2.0', id: request.id, result }) };
};
