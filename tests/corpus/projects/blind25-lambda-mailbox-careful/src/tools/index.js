export { default as purgeMailbox } from './purge-mailbox.js';
export { default as syncCalendar } from './sync-calendar.js';
