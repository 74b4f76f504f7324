import type { DatabaseSync } from 'node:sqlite';
import { int } from './rows.ts';
import { searchKey } from '../../src/lib/explorer/search.ts';

/** One schema step. Never edit a shipped step: add the next number (OTP, trusted devices, files, …). */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** The schema history, in order. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, sessions, login attempts, outbox, error log',
    sql: `
      CREATE TABLE companies (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        blocked INTEGER NOT NULL DEFAULT 0,
        use_sso INTEGER NOT NULL DEFAULT 0,
        configured_sso TEXT NOT NULL DEFAULT '',
        allowed_type TEXT NOT NULL DEFAULT 'all' CHECK (allowed_type IN ('all', 'sso')),
        otp_mode TEXT NOT NULL DEFAULT 'none' CHECK (otp_mode IN ('none', '10', '11', '12')),
        password_min_length INTEGER NOT NULL DEFAULT 8,
        password_string_type INTEGER NOT NULL DEFAULT 0 CHECK (password_string_type BETWEEN 0 AND 4),
        password_continuation_limit INTEGER NOT NULL DEFAULT 0,
        password_past_use INTEGER NOT NULL DEFAULT 0,
        otp_session_expiry_day INTEGER NOT NULL DEFAULT 0,
        auto_logout_interval TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        login_id TEXT NOT NULL COLLATE NOCASE,
        user_type TEXT NOT NULL DEFAULT 'user' CHECK (user_type IN ('user', 'guest', 'connect')),
        user_name TEXT NOT NULL,
        email TEXT NOT NULL DEFAULT '',
        phone TEXT NOT NULL DEFAULT '',
        lang TEXT NOT NULL DEFAULT 'eng' CHECK (lang IN ('eng', 'jpn', 'kor')),
        password_hash TEXT NOT NULL,
        use_ldap INTEGER NOT NULL DEFAULT 0,
        password_first_login INTEGER NOT NULL DEFAULT 0,
        password_secure INTEGER NOT NULL DEFAULT 1,
        password_expired INTEGER NOT NULL DEFAULT 0,
        need_gdpr INTEGER NOT NULL DEFAULT 0,
        blocked INTEGER NOT NULL DEFAULT 0,
        recent_otp_type TEXT NOT NULL DEFAULT 'none' CHECK (recent_otp_type IN ('none', 'email', 'sms')),
        viewer_browser_mode TEXT NOT NULL DEFAULT 'browser' CHECK (viewer_browser_mode IN ('user', 'browser')),
        created_at INTEGER NOT NULL,
        UNIQUE (company_id, login_id)
      ) STRICT;

      CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        persistent INTEGER NOT NULL DEFAULT 0,
        restriction TEXT CHECK (restriction IN ('password', 'gdpr')),
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        ended_at INTEGER,
        end_reason TEXT,
        ip TEXT NOT NULL DEFAULT '',
        device_id TEXT NOT NULL DEFAULT ''
      ) STRICT;
      CREATE INDEX sessions_live_by_user ON sessions (user_id) WHERE ended_at IS NULL;

      CREATE TABLE login_attempts (
        id INTEGER PRIMARY KEY,
        account_key TEXT NOT NULL,
        ip TEXT NOT NULL,
        at INTEGER NOT NULL,
        ok INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX login_attempts_by_account ON login_attempts (account_key, at);
      CREATE INDEX login_attempts_by_ip ON login_attempts (ip, at);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        to_addr TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'sms')),
        subject TEXT NOT NULL DEFAULT '',
        body TEXT NOT NULL,
        link TEXT NOT NULL DEFAULT '',
        code TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX outbox_by_to ON outbox (to_addr COLLATE NOCASE, id);

      CREATE TABLE error_log (
        id INTEGER PRIMARY KEY,
        source TEXT NOT NULL CHECK (source IN ('client', 'server')),
        message TEXT NOT NULL,
        user_id INTEGER,
        ip TEXT NOT NULL DEFAULT '',
        user_agent TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: 'two-step verification: login attempts, codes, sends; OTP lifetime; OTP sessions',
    sql: `
      CREATE TABLE otp_attempts (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        code_hash TEXT,
        channel TEXT CHECK (channel IN ('email', 'sms')),
        code_expires_at INTEGER,
        wrong_tries INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER
      ) STRICT;
      CREATE INDEX otp_attempts_by_user ON otp_attempts (user_id);

      CREATE TABLE otp_sends (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'sms', 'mismatch')),
        at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX otp_sends_by_user ON otp_sends (user_id, at);

      ALTER TABLE companies ADD COLUMN otp_expire_seconds INTEGER NOT NULL DEFAULT 180;
      ALTER TABLE sessions ADD COLUMN via_otp INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 3,
    name: 'trusted devices',
    sql: `
      CREATE TABLE trusted_devices (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER,
        UNIQUE (user_id, device_hash)
      ) STRICT;
    `,
  },
  {
    version: 4,
    name: 'SSO one-time keys',
    sql: `
      CREATE TABLE sso_requests (
        id INTEGER PRIMARY KEY,
        key_hash TEXT NOT NULL UNIQUE,
        company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        redirect_path TEXT NOT NULL,
        login_path TEXT NOT NULL,
        invite_seq TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) STRICT;
    `,
  },
  {
    version: 5,
    name: 'password history, password change and GDPR agreement times',
    sql: `
      CREATE TABLE IF NOT EXISTS password_history (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX IF NOT EXISTS password_history_by_user ON password_history (user_id, created_at);
      ALTER TABLE users ADD COLUMN password_changed_at INTEGER;
      ALTER TABLE users ADD COLUMN gdpr_agreed_at INTEGER;
    `,
  },
  {
    version: 10,
    name: 'e-mailed links, link requests, mail black-list, password history, company logos',
    sql: `
      CREATE TABLE email_links (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('reset', 'registration', 'new_password', 'blacklist')),
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        email TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        used_at INTEGER,
        voided_at INTEGER
      ) STRICT;
      CREATE INDEX email_links_open_by_user ON email_links (user_id, kind)
        WHERE used_at IS NULL AND voided_at IS NULL;
      CREATE INDEX email_links_open_by_email ON email_links (email, kind)
        WHERE used_at IS NULL AND voided_at IS NULL;

      CREATE TABLE link_requests (
        id INTEGER PRIMARY KEY,
        account_key TEXT NOT NULL,
        ip TEXT NOT NULL,
        at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX link_requests_by_account ON link_requests (account_key, at);
      CREATE INDEX link_requests_by_ip ON link_requests (ip, at);

      CREATE TABLE mail_blacklist (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        reason TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE IF NOT EXISTS password_history (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX IF NOT EXISTS password_history_by_user ON password_history (user_id, created_at);

      CREATE TABLE company_logos (
        company_id INTEGER PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
        url TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 20,
    name: 'folders, files, shared permissions, authority, downloads, zips, workflow, tags',
    sql: `
      CREATE TABLE file_folders (
        dir_seq INTEGER PRIMARY KEY,
        company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        owner_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        root TEXT NOT NULL CHECK (root IN ('mybox', 'shared', 'project', 'connect', 'document',
          'fax_receive', 'fax_send', 'dlp', 'warm', 'cold')),
        node TEXT NOT NULL,
        parent_seq INTEGER REFERENCES file_folders(dir_seq) ON DELETE CASCADE,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        fax_number TEXT NOT NULL DEFAULT '',
        fax_name TEXT NOT NULL DEFAULT '',
        next_child INTEGER NOT NULL DEFAULT 0,
        privall_manages_permissions INTEGER NOT NULL DEFAULT 0,
        export_allowed INTEGER NOT NULL DEFAULT 0,
        created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        trashed_at INTEGER
      ) STRICT;
      -- Node ids repeat only in the connect area, where dir_seq tells folders apart.
      CREATE UNIQUE INDEX file_folders_by_node ON file_folders (company_id, COALESCE(owner_id, 0), node)
        WHERE root <> 'connect';
      CREATE INDEX file_folders_connect ON file_folders (company_id, node) WHERE root = 'connect';
      CREATE UNIQUE INDEX file_folders_children ON file_folders (parent_seq, name_key)
        WHERE trashed_at IS NULL;
      CREATE INDEX file_folders_children_updated ON file_folders (parent_seq, updated_at)
        WHERE trashed_at IS NULL;

      CREATE TABLE file_items (
        file_seq INTEGER PRIMARY KEY,
        dir_seq INTEGER NOT NULL REFERENCES file_folders(dir_seq) ON DELETE CASCADE,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        extension TEXT NOT NULL DEFAULT '',
        size INTEGER NOT NULL DEFAULT 0,
        content_type TEXT NOT NULL DEFAULT 'application/octet-stream',
        storage TEXT,
        uploaded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
        version INTEGER NOT NULL DEFAULT 1,
        is_permission INTEGER NOT NULL DEFAULT 0 CHECK (is_permission IN (0, 1, 2)),
        permission_flag_preview TEXT NOT NULL DEFAULT 'Y' CHECK (permission_flag_preview IN ('Y', 'N')),
        use_set_file_comment INTEGER NOT NULL DEFAULT 1,
        note TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        trashed_at INTEGER
      ) STRICT;
      -- One index per sort of the folder list, so a page of a 10 000-entry folder stays fast.
      CREATE UNIQUE INDEX file_items_by_name ON file_items (dir_seq, name_key) WHERE trashed_at IS NULL;
      CREATE INDEX file_items_by_name_seq ON file_items (dir_seq, name_key, file_seq) WHERE trashed_at IS NULL;
      CREATE INDEX file_items_by_size ON file_items (dir_seq, size, file_seq) WHERE trashed_at IS NULL;
      CREATE INDEX file_items_by_updated ON file_items (dir_seq, updated_at, file_seq) WHERE trashed_at IS NULL;
      CREATE INDEX file_items_by_type ON file_items (dir_seq, extension, name_key, file_seq)
        WHERE trashed_at IS NULL;

      CREATE TABLE file_groups (
        id INTEGER PRIMARY KEY,
        company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name TEXT NOT NULL
      ) STRICT;
      CREATE TABLE file_group_members (
        group_id INTEGER NOT NULL REFERENCES file_groups(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        PRIMARY KEY (group_id, user_id)
      ) STRICT;
      CREATE INDEX file_group_members_by_user ON file_group_members (user_id);

      CREATE TABLE folder_permissions (
        id INTEGER PRIMARY KEY,
        dir_seq INTEGER NOT NULL REFERENCES file_folders(dir_seq) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        group_id INTEGER REFERENCES file_groups(id) ON DELETE CASCADE,
        level TEXT NOT NULL CHECK (level IN ('master', 'privall', 'editor', 'editor_minus',
          'downloader', 'previewer_plus', 'previewer', 'uploader')),
        CHECK ((user_id IS NULL) <> (group_id IS NULL))
      ) STRICT;
      CREATE INDEX folder_permissions_by_folder ON folder_permissions (dir_seq);
      CREATE INDEX folder_permissions_by_user ON folder_permissions (user_id);
      CREATE INDEX folder_permissions_by_group ON folder_permissions (group_id);

      CREATE TABLE user_authority (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        use_preview INTEGER NOT NULL DEFAULT 1,
        use_media_view INTEGER NOT NULL DEFAULT 1,
        use_office_view INTEGER NOT NULL DEFAULT 1,
        max_media_preview_size INTEGER NOT NULL DEFAULT 524288000,
        use_wf INTEGER NOT NULL DEFAULT 0,
        wf_scope_download INTEGER NOT NULL DEFAULT 0,
        wf_scope_link INTEGER NOT NULL DEFAULT 0,
        wf_scope_zipmail INTEGER NOT NULL DEFAULT 0,
        wf_scope_upload INTEGER NOT NULL DEFAULT 0,
        wf_download_perm INTEGER NOT NULL DEFAULT 0,
        wf_link_perm INTEGER NOT NULL DEFAULT 0,
        wf_zipmail_perm INTEGER NOT NULL DEFAULT 0,
        wf_upload_perm INTEGER NOT NULL DEFAULT 0,
        wf_line_user_limit INTEGER NOT NULL DEFAULT 0,
        guest_link_allowed INTEGER NOT NULL DEFAULT 0
      ) STRICT;

      CREATE TABLE download_links (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('file', 'note', 'zip')),
        file_seq INTEGER,
        task_key TEXT,
        file_name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) STRICT;

      CREATE TABLE zip_tasks (
        task_key TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        started_at INTEGER,
        file_seqs TEXT NOT NULL DEFAULT '[]',
        dir_seqs TEXT NOT NULL DEFAULT '[]',
        skipped INTEGER NOT NULL DEFAULT 0,
        storage TEXT,
        file_name TEXT NOT NULL DEFAULT 'download.zip'
      ) STRICT;

      CREATE TABLE workflow_tasks (
        seq INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('download', 'review')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        comment TEXT NOT NULL DEFAULT '',
        use_cdn INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE workflow_task_files (
        task_seq INTEGER NOT NULL REFERENCES workflow_tasks(seq) ON DELETE CASCADE,
        file_seq INTEGER NOT NULL REFERENCES file_items(file_seq) ON DELETE CASCADE,
        PRIMARY KEY (task_seq, file_seq)
      ) STRICT;

      CREATE TABLE common_tags (
        company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        tag TEXT NOT NULL COLLATE NOCASE,
        PRIMARY KEY (company_id, tag)
      ) STRICT;
      CREATE TABLE mail_autocomplete (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email TEXT NOT NULL COLLATE NOCASE,
        PRIMARY KEY (user_id, email)
      ) STRICT;
    `,
  },
  {
    version: 30,
    name: 'favorites',
    sql: `
      CREATE TABLE favorites (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('file', 'folder')),
        seq INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, kind, seq)
      ) STRICT;
      CREATE INDEX favorites_by_time ON favorites (user_id, created_at DESC);
    `,
  },
  {
    version: 31,
    name: 'trash view',
    sql: `
      ALTER TABLE file_items ADD COLUMN trashed_by INTEGER REFERENCES users(id) ON DELETE SET NULL;
      ALTER TABLE file_folders ADD COLUMN trashed_by INTEGER REFERENCES users(id) ON DELETE SET NULL;
      CREATE INDEX file_items_trashed ON file_items (trashed_at) WHERE trashed_at IS NOT NULL;
      CREATE INDEX file_folders_trashed ON file_folders (trashed_at) WHERE trashed_at IS NOT NULL;
    `,
  },
  {
    version: 32,
    name: 'search_index',
    // Search by name (requirements X19): one FTS5 trigram row per folder (rowid 2·dir_seq) and
    // file (rowid 2·file_seq + 1) holding the name's search key; search_key() is registered by
    // openDatabase. Triggers keep it in step with every create, rename and delete.
    sql: `
      CREATE VIRTUAL TABLE search_index USING fts5(key, tokenize = 'trigram');
      INSERT INTO search_index (rowid, key) SELECT dir_seq * 2, search_key(name) FROM file_folders;
      INSERT INTO search_index (rowid, key)
        SELECT file_seq * 2 + 1, search_key(name) FROM file_items;
      CREATE TRIGGER search_folder_insert AFTER INSERT ON file_folders BEGIN
        INSERT INTO search_index (rowid, key) VALUES (NEW.dir_seq * 2, search_key(NEW.name));
      END;
      CREATE TRIGGER search_folder_rename AFTER UPDATE OF name ON file_folders BEGIN
        DELETE FROM search_index WHERE rowid = OLD.dir_seq * 2;
        INSERT INTO search_index (rowid, key) VALUES (NEW.dir_seq * 2, search_key(NEW.name));
      END;
      CREATE TRIGGER search_folder_delete AFTER DELETE ON file_folders BEGIN
        DELETE FROM search_index WHERE rowid = OLD.dir_seq * 2;
      END;
      CREATE TRIGGER search_file_insert AFTER INSERT ON file_items BEGIN
        INSERT INTO search_index (rowid, key) VALUES (NEW.file_seq * 2 + 1, search_key(NEW.name));
      END;
      CREATE TRIGGER search_file_rename AFTER UPDATE OF name ON file_items BEGIN
        DELETE FROM search_index WHERE rowid = OLD.file_seq * 2 + 1;
        INSERT INTO search_index (rowid, key) VALUES (NEW.file_seq * 2 + 1, search_key(NEW.name));
      END;
      CREATE TRIGGER search_file_delete AFTER DELETE ON file_items BEGIN
        DELETE FROM search_index WHERE rowid = OLD.file_seq * 2 + 1;
      END;
    `,
  },
  {
    version: 33,
    name: 'file lock: who locked a file and when',
    sql: `
      ALTER TABLE file_items ADD COLUMN locked_by INTEGER REFERENCES users(id) ON DELETE SET NULL;
      ALTER TABLE file_items ADD COLUMN locked_at INTEGER;
    `,
  },
  {
    version: 34,
    name: 'file tags',
    sql: `
      CREATE TABLE file_tags (
        file_seq INTEGER NOT NULL REFERENCES file_items(file_seq) ON DELETE CASCADE,
        tag TEXT NOT NULL,
        tag_key TEXT NOT NULL,
        created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (file_seq, tag_key)
      ) STRICT;
      CREATE INDEX file_tags_by_key ON file_tags (tag_key);
    `,
  },
  {
    version: 35,
    name: 'login throttle per client, download links bound to a session',
    sql: `
      ALTER TABLE login_attempts ADD COLUMN client TEXT NOT NULL DEFAULT '';
      CREATE INDEX login_attempts_by_client ON login_attempts (account_key, client, at);
      ALTER TABLE download_links ADD COLUMN session_id INTEGER;
    `,
  },
  {
    version: 38,
    name: 'delete files on schedule: when an item goes to the trash, and who set it',
    sql: `
      ALTER TABLE file_items ADD COLUMN delete_at INTEGER;
      ALTER TABLE file_items ADD COLUMN delete_by INTEGER REFERENCES users(id) ON DELETE SET NULL;
      ALTER TABLE file_folders ADD COLUMN delete_at INTEGER;
      ALTER TABLE file_folders ADD COLUMN delete_by INTEGER REFERENCES users(id) ON DELETE SET NULL;
      CREATE INDEX file_items_delete_at ON file_items (delete_at) WHERE delete_at IS NOT NULL;
      CREATE INDEX file_folders_delete_at ON file_folders (delete_at) WHERE delete_at IS NOT NULL;
    `,
  },
  {
    version: 40,
    name: 'share links (requirements X26)',
    sql: `
      CREATE TABLE share_links (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        company_id INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('file', 'folder')),
        seq INTEGER NOT NULL,
        created_by INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        password_hash TEXT,
        download_limit INTEGER,
        downloads INTEGER NOT NULL DEFAULT 0,
        preview_only INTEGER NOT NULL DEFAULT 0,
        revoked_at INTEGER,
        failed_tries INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER
      ) STRICT;
      CREATE INDEX share_links_by_item ON share_links (kind, seq);
      CREATE TABLE share_link_passes (
        hash TEXT PRIMARY KEY,
        link_id INTEGER NOT NULL REFERENCES share_links(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('pass', 'download', 'preview')),
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) STRICT;
    `,
  },
  {
    version: 41,
    name: 'upload requests (requirements X27)',
    sql: `
      CREATE TABLE request_uploads (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        company_id INTEGER NOT NULL,
        dir_seq INTEGER NOT NULL,
        created_by INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        password_hash TEXT,
        revoked_at INTEGER,
        failed_tries INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER,
        uploads INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX request_uploads_by_folder ON request_uploads (dir_seq);
      CREATE TABLE request_upload_passes (
        hash TEXT PRIMARY KEY,
        request_id INTEGER NOT NULL REFERENCES request_uploads(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 42,
    name: 'file comments, and a company switch for them',
    // Comments (requirements X28): a thread per file; the company's use_file_comment turns them
    // off for all its files (the file item's use_set_file_comment then answers false).
    sql: `
      CREATE TABLE file_comments (
        id INTEGER PRIMARY KEY,
        file_seq INTEGER NOT NULL REFERENCES file_items(file_seq) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        edited_at INTEGER
      ) STRICT;
      CREATE INDEX file_comments_by_file ON file_comments (file_seq, id);
      ALTER TABLE companies ADD COLUMN use_file_comment INTEGER NOT NULL DEFAULT 1;
    `,
  },
  {
    version: 43,
    name: 'file activity log',
    // File logs (requirements X29): one row per recorded action; the user's and the item's names
    // are kept as they were, so the log still reads after a rename or a removed account.
    sql: `
      CREATE TABLE file_activity (
        id INTEGER PRIMARY KEY,
        company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        user_name TEXT NOT NULL,
        action TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('file', 'folder')),
        item_seq INTEGER NOT NULL,
        parent_seq INTEGER,
        name TEXT NOT NULL,
        detail TEXT NOT NULL DEFAULT '',
        at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX file_activity_by_item ON file_activity (kind, item_seq, id);
      CREATE INDEX file_activity_by_parent ON file_activity (parent_seq, id);
    `,
  },
  {
    version: 44,
    name: 'members: one permission row per user or group and folder, who invited a guest',
    // Members of a shared folder (requirements X30, X31): a user or group holds one level per
    // folder, so setting a level replaces the row; a guest invited by e-mail keeps its inviter.
    sql: `
      DELETE FROM folder_permissions WHERE id NOT IN (
        SELECT MIN(id) FROM folder_permissions GROUP BY dir_seq, user_id, group_id
      );
      CREATE UNIQUE INDEX folder_permissions_one_user ON folder_permissions (dir_seq, user_id)
        WHERE user_id IS NOT NULL;
      CREATE UNIQUE INDEX folder_permissions_one_group ON folder_permissions (dir_seq, group_id)
        WHERE group_id IS NOT NULL;
      ALTER TABLE users ADD COLUMN invited_by INTEGER REFERENCES users(id) ON DELETE SET NULL;
    `,
  },
  {
    version: 45,
    name: 'mailed file links',
    // File Attachment via Mail (requirements X32): one link per mailed file, its random token
    // stored only as a hash, re-checked against the sender's right when opened.
    sql: `
      CREATE TABLE mail_links (
        token_hash TEXT PRIMARY KEY,
        file_seq INTEGER NOT NULL REFERENCES file_items(file_seq) ON DELETE CASCADE,
        sender_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        downloads INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX mail_links_by_file ON mail_links (file_seq);
    `,
  },
  {
    version: 46,
    name: 'company storage quota',
    // Per-company quota (requirements X34): bytes a company's files may take, NULL for the
    // server's default (server/files/quota.ts); checked when an upload starts and at commit.
    sql: `
      ALTER TABLE companies ADD COLUMN quota_bytes INTEGER CHECK (quota_bytes IS NULL OR quota_bytes >= 0);
    `,
  },
  {
    version: 47,
    name: 'resumable uploads',
    // Resumable uploads on tus (requirements X33, security K44): who started each upload, where
    // it goes and how large it said it is; a row lives until the upload is committed or expires.
    sql: `
      CREATE TABLE resumable_uploads (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        dir_seq INTEGER NOT NULL REFERENCES file_folders(dir_seq) ON DELETE CASCADE,
        name TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size >= 0),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX resumable_uploads_by_company ON resumable_uploads (company_id);
      CREATE INDEX resumable_uploads_by_expiry ON resumable_uploads (expires_at);
    `,
  },
  {
    version: 49,
    name: 'upload request batches',
    // One e-mail per visitor's upload batch (requirements X39): the names that arrived so far,
    // sent to the request's maker when the batch's last file arrives or it falls idle.
    sql: `
      CREATE TABLE request_upload_batches (
        request_id INTEGER NOT NULL REFERENCES request_uploads(id) ON DELETE CASCADE,
        batch TEXT NOT NULL,
        names TEXT NOT NULL DEFAULT '[]',
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (request_id, batch)
      ) STRICT;
      CREATE INDEX request_upload_batches_by_time ON request_upload_batches (updated_at);
    `,
  },
  {
    version: 50,
    name: 'cold storage thaws',
    // Unfreeze in cold storage (requirements X37): when a file's thaw started; NULL is frozen.
    sql: `ALTER TABLE file_items ADD COLUMN thaw_started_at INTEGER;`,
  },
  {
    version: 56,
    name: 'file logs of visitors',
    // Visitors' uploads in the file logs (requirements X43): how an entry without a user came;
    // 'upload_link' is a visitor through an upload-request link, user_name its maker's name.
    sql: `ALTER TABLE file_activity ADD COLUMN via TEXT CHECK (via IN ('upload_link'));`,
  },
  {
    version: 58,
    name: 'trusted browsers listed',
    // The user's list of trusted browsers (requirements X45): what each said it was, and when it
    // last let a sign-in through without a code.
    sql: `
      ALTER TABLE trusted_devices ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
      ALTER TABLE trusted_devices ADD COLUMN last_used_at INTEGER;
    `,
  },
  {
    version: 59,
    name: 'uploaders see their own files',
    // Whether a company lets Uploaders see every file of their folders (requirements X46); off,
    // as in Box: an Uploader sees the sub-folders and the files they uploaded.
    sql: `ALTER TABLE companies ADD COLUMN uploaders_see_files INTEGER NOT NULL DEFAULT 0;`,
  },
];

/**
 * Registers search_key(), which the search index's triggers call (requirements X19): every
 * connection that writes names needs it, so migrate (run on every open) registers it.
 */
export function registerSearchKey(db: DatabaseSync): void {
  db.function('search_key', { deterministic: true }, (name) =>
    typeof name === 'string' ? searchKey(name) : name,
  );
}

/** Applies every migration newer than the database, each in its own transaction. */
export function migrate(db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS): number[] {
  registerSearchKey(db);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL
  ) STRICT`);
  const row = db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations').get();
  const current = row ? int(row, 'v') : 0;
  const applied: number[] = [];
  for (const step of migrations) {
    if (step.version <= current) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(step.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        step.version,
        step.name,
        new Date().toISOString(),
      );
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`Migration ${step.version} (${step.name}) failed`, { cause: error });
    }
    applied.push(step.version);
  }
  return applied;
}
