// Re-exports the book and cancel meeting tool implementations.
'use strict';

module.exports = {
  BookMeeting: require('./bookMeeting'),
  cancelMeeting: require('./cancelMeeting')
};
