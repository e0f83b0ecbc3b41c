// An SDK 1.x server that checks the client's requestState with a helper from lib/ before decoding it, in one of two tools.
export async function callTool(request) {
  const { name } = request.params;
  const { loadProgress } = await import('./lib/state-token.js');
  if (name === 'resume_import') {
    const json = loadProgress(request.params.requestState);
    const progress = JSON.parse(json);
    return { content: [{ type: 'text', text: `resuming at ${progress.step}` }] };
  }
  if (name === 'resume_export') {
    const progress = JSON.parse(Buffer.from(request.params.requestState, 'base64url').toString()); // expect: require-sealed-state
    return { content: [{ type: 'text', text: `resuming at ${progress.step}` }] };
  }
  return { content: [] };
}
