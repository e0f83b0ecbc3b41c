// Dispatches tools/call requests to the tool modules and resumes multi-step calls.
'use strict';

const { tools } = require('./tools');

function staffFrom(extra) {
  const info = extra && extra.authInfo;
  if (!info || !info.extra || !info.extra.staffId) {
    throw new Error('Request is not authenticated');
  }
  return { id: info.extra.staffId, role: info.extra.role, name: info.extra.displayName };
}

function pick(params, field) {
  if (params[field] !== undefined) return params[field];
  return params._meta ? params._meta[field] : undefined;
}

async function callTool(request, extra) {
  const params = request.params;
  const tool = tools[params.name];
  if (!tool) {
    return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${params.name}` }] };
  }
  const staff = staffFrom(extra);
  const args = params.arguments || {};
  const state = pick(params, 'requestState');
  const responses = pick(params, 'inputResponses') || {};

  if (!state || !tool.resume) {
    return tool.start(args, staff);
  }

  if (tool.complete) {
    const progress = JSON.parse(Buffer.from(state.split('.')[0], 'base64url').toString('utf8')); // expect: require-sealed-state
    if (progress.step === 'booked') {
      return tool.complete(progress, responses, staff);
    }
  }
  return tool.resume(state, responses, args, staff);
}

module.exports = { callTool };
