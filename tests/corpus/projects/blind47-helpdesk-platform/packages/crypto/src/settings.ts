/** Tuning shared by every desk service. Changing these needs a coordinated deploy. */
export enum StateTuning {
  /** Seconds a round may wait for the user's answer (the MCP guidance caps this at ten minutes). */
  TtlSeconds = 600,
  /** Rounds a single tool call may take before we give up. */
  MaxRounds = 4,
}

export enum DeskHeader {
  WebhookToken = 'x-desk-webhook-token',
  RequestId = 'x-request-id',
}
