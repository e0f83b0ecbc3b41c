export * from './state';
export { Settings, PayoutRail } from './settings';
