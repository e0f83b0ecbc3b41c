// The project's own state module: re-exports the bundled helper, and adds the tool names.
export { sealState, openState } from 'eslint-plugin-mcp-state/seal';
export const TOOLS = { book: 'book_room', cancel: 'cancel_booking' };
