// Single import point for the request-state helpers, so the rest of the code does not name the package.
export { createStateSealer, safeEqual } from 'eslint-plugin-mcp-state/seal';
