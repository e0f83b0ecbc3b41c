export { default as cancelMeeting } from './cancel-meeting.js';
export { default as findSlot } from './find-slot.js';
export * from './types.js';
