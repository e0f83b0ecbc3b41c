export { default as register } from './tool.js';
export * from './payload.js';
