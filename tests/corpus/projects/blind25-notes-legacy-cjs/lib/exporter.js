'use strict';

var fs = require('fs');
var path = require('path');
var archiver = require('archiver');

archiver.registerFormat('zip-encrypted', require('archiver-zip-encrypted'));

/*
 * Writes the given notes into a password protected zip and calls back with its path.
 */
module.exports = function exportNotes(outDir, userId, notes, password, cb) {
  var file = path.join(outDir, 'notes-' + userId + '-' + Date.now() + '.zip');
  var out = fs.createWriteStream(file);
  var zip = archiver.create('zip-encrypted', { zlib: { level: 8 }, encryptionMethod: 'aes256', password: password });
  var done = false;
  function finish(err) {
    if (done) return;
    done = true;
    cb(err || null, err ? null : file);
  }
  out.on('close', function () { finish(); });
  zip.on('error', finish);
  zip.pipe(out);
  notes.forEach(function (n) {
    zip.append('# ' + n.title + '\n\n' + n.body, { name: (n.folder || 'Inbox') + '/' + n.id + '.md' });
  });
  zip.finalize();
};
