// Injection identifiers used by the inversify container.
// @ts-nocheck
export const TYPES = {
  Settings: Symbol.for('Settings'),
  HrisClient: Symbol.for('HrisClient'),
  ToolModule: Symbol.for('ToolModule'),
  McpServerBuilder: Symbol.for('McpServerBuilder'),
  TokenVerifier: Symbol.for('TokenVerifier'),
} as const;

export interface ToolModule {
  register(server: unknown, codec: unknown): void;
}
