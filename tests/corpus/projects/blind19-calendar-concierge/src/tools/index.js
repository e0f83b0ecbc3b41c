export { cancelMeeting } from './cancel-meeting.js';
export { bookSlot } from './book-slot.js';
