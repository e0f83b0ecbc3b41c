/**
 * The part of an MCP client the kit uses. A connected `Client` from `@modelcontextprotocol/client` (2.x, pinned to
 * the 2026-07-28 revision) fits it; the kit has no runtime dependency on the SDK, you pass clients in.
 */
export type McpTestClient = {
  request(
    request: { method: 'tools/call'; params: Record<string, unknown> },
    options: { allowInputRequired: boolean; timeout: number },
  ): Promise<unknown>;
  close(): Promise<void>;
};

/** A `tools/call`: the tool's name and its arguments. */
export type ToolCall = {
  readonly name: string;
  readonly arguments?: Record<string, unknown>;
};

/** The `inputRequests` of an `input_required` result, by the keys the server chose. */
export type InputRequests = Readonly<Record<string, { readonly method: string; readonly params?: unknown }>>;

/** What {@link checkSealedRequestState} needs to know about your server. */
export type SealedRequestStateOptions = {
  /** Connects a client as user A, who starts every flow. Called once; the kit closes the client when done. */
  readonly userA: () => Promise<McpTestClient>;
  /** Connects a client as another user, B. Called once; the kit closes the client when done. */
  readonly userB: () => Promise<McpTestClient>;
  /** A tool call your server answers with `input_required` and a `requestState`. */
  readonly call: ToolCall;
  /**
   * The `inputResponses` to send on the retry, for the `inputRequests` the server asked, e.g.
   * `() => ({ confirm: { action: 'accept', content: { confirm: true } } })`. Used for `otherTool` too.
   */
  readonly respond: (inputRequests: InputRequests, call: ToolCall) => Record<string, unknown>;
  /** Another tool that also answers `input_required` with state: state from `call` must not work there. */
  readonly otherTool?: ToolCall;
  /**
   * Other arguments for `call`'s tool, which its own flow accepts: state from `call` must not work with them (the
   * exact arguments must be bound, as a destructive tool's should be). Without it `other-args` is skipped.
   */
  readonly otherArguments?: Record<string, unknown>;
  /**
   * Moves the server's clock forward by `milliseconds`, e.g. a `now` option you gave your sealer, or
   * `vi.setSystemTime` for a server in the test process that reads `Date.now()`. The kit moves it once, last.
   */
  readonly advanceClock: (milliseconds: number) => void | Promise<void>;
  /** State older than this must be refused. Default 600 (10 minutes); the kit moves the clock 1 s past it. */
  readonly maxAgeSeconds?: number;
  /** How long one request may take before it counts as a hang. Default 5000 ms. */
  readonly timeoutMs?: number;
};
