'use strict';

var fs = require('fs');
var path = require('path');
var os = require('os');
var crypto = require('crypto');
var util = require('util');

var readFile = util.promisify(fs.readFile);
var writeFile = util.promisify(fs.writeFile);
var readdir = util.promisify(fs.readdir);
var rename = util.promisify(fs.rename);
var mkdir = util.promisify(fs.mkdir);

var ROOT = process.env.FIELD_NOTES_HOME || path.join(os.homedir(), 'FieldNotes');
var TRASH = path.join(ROOT, '.trash');

function notebookFile(id) {
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(id)) throw new Error('bad notebook id: ' + id);
  return path.join(ROOT, id + '.json');
}

// Revision tag of a notebook's bytes, used to notice edits made by the desktop app in between
// two rounds of a tool call. Not a secret: it is the hash of the user's own notes.
function revisionOf(buf) {
  return crypto.createHash('sha1').update(buf).digest('hex');
}

function NotesStore() {}

NotesStore.prototype.list = function () {
  return readdir(ROOT).then(function (names) {
    return names.filter(function (n) { return n.endsWith('.json'); }).map(function (n) { return n.slice(0, -5); });
  });
};

NotesStore.prototype.load = function (id) {
  return readFile(notebookFile(id)).then(function (buf) {
    var nb = JSON.parse(buf.toString('utf8'));
    nb.revision = revisionOf(buf);
    return nb;
  }, function (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
};

NotesStore.prototype.unchangedSince = function (id, revision) {
  return readFile(notebookFile(id)).then(function (buf) {
    return revisionOf(buf) === revision;
  });
};

NotesStore.prototype.append = function (id, notes) {
  var file = notebookFile(id);
  return this.load(id).then(function (nb) {
    if (!nb) throw new Error('no notebook ' + id);
    delete nb.revision;
    nb.notes = nb.notes.concat(notes);
    nb.updatedAt = new Date().toISOString();
    return writeFile(file + '.tmp', JSON.stringify(nb, null, 2)).then(function () {
      return rename(file + '.tmp', file);
    });
  });
};

// "Delete" moves the file to .trash so the desktop app can still restore it for 30 days.
NotesStore.prototype.trash = function (id) {
  var file = notebookFile(id);
  return mkdir(TRASH, { recursive: true }).then(function () {
    return rename(file, path.join(TRASH, id + '.' + Date.now() + '.json'));
  });
};

module.exports = new NotesStore();
module.exports.NotesStore = NotesStore;
