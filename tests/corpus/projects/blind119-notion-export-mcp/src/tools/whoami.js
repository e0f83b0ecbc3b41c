// Defines the whoami tool, which reports the current user and client.
export const WHOAMI = {
  name: 'whoami',
  description: 'Show which account and client this MCP session is using.',
  inputSchema: { type: 'object', properties: {} },
};

export async function whoami(_params, who) {
  return {
    resultType: 'complete',
    content: [{ type: 'text', text: `user ${who.userId} via client ${who.clientId}` }],
  };
}
