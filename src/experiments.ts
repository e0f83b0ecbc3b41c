/**
 * Measuring switches, all off unless the environment variable `MCP_STATE_EXPERIMENT` names them (comma-separated):
 * each gates part of the analysis, to measure what meeting a performance target would cost in findings
 * (docs/performance.md, the sections on the unmet targets). No configuration sets them; a user never should.
 *
 * - `no-imports`: no other module of the project is read (every file is analysed alone, as a package's is);
 * - `state-files-only`: every rule does nothing in a file whose text never names `requestState`;
 * - `off:<rule>`: that rule does nothing (`off:require-state-binding`).
 */
const enabled: ReadonlySet<string> = new Set(
  (typeof process === 'object' ? (process.env?.MCP_STATE_EXPERIMENT ?? '') : '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0),
);

/** Whether the measuring switch `name` is on (see above). */
export function experiment(name: string): boolean {
  return enabled.size > 0 && enabled.has(name);
}
