'use strict';

var fs = require('fs');
var path = require('path');
var crypto = require('crypto');

/**
 * Tiny JSON-file backed store. One file per user.
 * @constructor
 */
function NotesStore(dir) {
  this.dir = dir;
  this.sessions = {}; // sha256(access token) -> user id, loaded from sessions.json
}

NotesStore.prototype._file = function (userId) {
  return path.join(this.dir, 'user-' + String(userId).replace(/[^a-z0-9_-]/gi, '') + '.json');
};

NotesStore.prototype.load = function (cb) {
  var self = this;
  fs.readFile(path.join(this.dir, 'sessions.json'), 'utf8', function (err, text) {
    if (err && err.code !== 'ENOENT') return cb(err);
    self.sessions = text ? JSON.parse(text) : {};
    cb(null, self);
  });
};

NotesStore.prototype.userForToken = function (token, cb) {
  var digest = crypto.createHash('sha256').update(token).digest('hex');
  var userId = Object.prototype.hasOwnProperty.call(this.sessions, digest) ? this.sessions[digest] : null;
  setImmediate(cb, null, userId);
};

NotesStore.prototype.all = function (userId, cb) {
  fs.readFile(this._file(userId), 'utf8', function (err, text) {
    if (err && err.code === 'ENOENT') return cb(null, []);
    if (err) return cb(err);
    cb(null, JSON.parse(text));
  });
};

NotesStore.prototype._save = function (userId, notes, cb) {
  fs.writeFile(this._file(userId), JSON.stringify(notes, null, 2), cb);
};

NotesStore.prototype.get = function (userId, noteId, cb) {
  this.all(userId, function (err, notes) {
    if (err) return cb(err);
    var note = notes.filter(function (n) { return n.id === noteId; })[0];
    cb(null, note || null);
  });
};

NotesStore.prototype.findById = function (noteId, cb) {
  var self = this;
  fs.readdir(this.dir, function (err, files) {
    if (err) return cb(err);
    var owners = files
      .filter(function (f) { return /^user-.+\.json$/.test(f); })
      .map(function (f) { return f.slice(5, -5); });
    (function next(i) {
      if (i >= owners.length) return cb(null, null);
      self.get(owners[i], noteId, function (e, note) {
        if (e) return cb(e);
        if (note) return cb(null, { owner: owners[i], note: note });
        next(i + 1);
      });
    })(0);
  });
};

NotesStore.prototype.create = function (userId, folder, title, body, cb) {
  var self = this;
  this.all(userId, function (err, notes) {
    if (err) return cb(err);
    var note = { id: crypto.randomUUID(), folder: folder, title: title, body: body, sharedWith: [] };
    notes.push(note);
    self._save(userId, notes, function (e) { cb(e, note); });
  });
};

NotesStore.prototype.share = function (noteId, email, cb) {
  var self = this;
  this.findById(noteId, function (err, hit) {
    if (err) return cb(err);
    if (!hit) return cb(new Error('no such note'));
    self.all(hit.owner, function (e, notes) {
      if (e) return cb(e);
      notes.forEach(function (n) {
        if (n.id === noteId && n.sharedWith.indexOf(email) === -1) n.sharedWith.push(email);
      });
      self._save(hit.owner, notes, function (e2) { cb(e2, hit.note); });
    });
  });
};

NotesStore.prototype.folders = function (userId, cb) {
  this.all(userId, function (err, notes) {
    if (err) return cb(err);
    var seen = {};
    notes.forEach(function (n) { seen[n.folder || 'Inbox'] = true; });
    seen.Inbox = true;
    cb(null, Object.keys(seen).sort());
  });
};

module.exports = NotesStore;
