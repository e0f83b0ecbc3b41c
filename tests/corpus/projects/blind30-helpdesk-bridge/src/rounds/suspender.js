/**
 * Answers RoundBus `suspend` events with an MCP 2026-07-28 `input_required` result.
 */
export function attachSuspender(bus, { metrics, log }) {
  bus.on('suspend', (round, reply) => {
    metrics.increment('rounds.suspended', { tool: round.tool });
    log.debug({ tool: round.tool, user: round.userId, keys: Object.keys(round.inputRequests) }, 'suspending tool call');
    reply({
      resultType: 'input_required',
      inputRequests: round.inputRequests,
      requestState: round.token,
    });
  });

  bus.on('resume', ({ tool }) => {
    metrics.increment('rounds.resumed', { tool });
  });
}
