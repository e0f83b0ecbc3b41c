// A scripted mock MCP server for the host's tests: it remembers what it handed out and accepts only that exact string back.
export function createMockServer() {
  let issued;
  let rounds = 0;
  return {
    async handle(request) {
      const { params } = request;
      if (params.requestState === undefined) {
        rounds += 1;
        issued = `mock-round-${rounds}`;
        return { resultType: 'input_required', inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'ok?' } } }, requestState: issued };
      }
      if (params.requestState !== issued) return { isError: true, content: [{ type: 'text', text: 'unexpected state' }] };
      return { content: [{ type: 'text', text: `done after ${rounds} rounds` }] };
    },
  };
}
