// The calls declared without bodies in the spec, implemented minimally but for real: company
// common tags, a ransomware-name check, the mail blacklist lookup and mail autocomplete.
import {
  commonTags,
  deleteAutocomplete,
  mailBlacklist,
  ransomwareCheck,
} from '../../src/lib/api/contract/misc.ts';
import { splitExtension } from '../../src/lib/files/names.ts';
import type { AppContext } from '../context.ts';
import { text } from '../db/rows.ts';
import type { Router } from '../routes/types.ts';
import { reachFile } from './items.ts';
import { fail, Refusal } from './results.ts';

/** Extensions known ransomware leaves behind. */
export const RANSOM_EXTENSIONS: readonly string[] = [
  'locky',
  'zepto',
  'odin',
  'cerber',
  'crypt',
  'crypz',
  'cryp1',
  'wncry',
  'wcry',
  'encrypted',
  'locked',
  'enc',
  'ryk',
  'conti',
];
const RANSOM_NOTE =
  /^(how[_ -]?to[_ -]?decrypt|readme[_ -]?for[_ -]?decrypt|restore[_ -]?files|_readme|decrypt[_ -]?instructions)/i;

/** Why a name looks like ransomware output, or '' when it does not. */
export function ransomReason(name: string): string {
  const { extension } = splitExtension(name);
  if (RANSOM_EXTENSIONS.includes(extension)) return `extension .${extension}`;
  if (RANSOM_NOTE.test(name)) return 'ransom note name';
  return '';
}

/** Routes the misc calls. */
export function registerMiscRoutes(router: Router, app: AppContext): void {
  router.addAuthed(commonTags, (input, { auth: { user, company } }) => {
    if (input.action !== 'list') {
      if (user.type !== 'user') return fail('no_authority');
      const tag = (input.tag ?? '').normalize('NFC').trim();
      if (tag === '') return fail('invalid_name');
      const sql =
        input.action === 'add'
          ? 'INSERT OR IGNORE INTO common_tags (company_id, tag) VALUES (?, ?)'
          : 'DELETE FROM common_tags WHERE company_id = ? AND tag = ?';
      app.db.prepare(sql).run(company.id, tag);
    }
    const tags = app.db
      .prepare('SELECT tag FROM common_tags WHERE company_id = ? ORDER BY tag')
      .all(company.id)
      .map((r) => text(r, 'tag'));
    return { success: true as const, tags };
  });

  router.addAuthed(ransomwareCheck, (input, { auth: { user } }) => {
    const results = [...new Set(input.file_seqs)].flatMap((seq) => {
      try {
        const reason = ransomReason(reachFile(app.db, user, seq).file.name);
        return [{ file_seq: seq, suspicious: reason !== '', reason }];
      } catch (error) {
        if (error instanceof Refusal) return [];
        throw error;
      }
    });
    return { success: true as const, results };
  });

  router.addAuthed(mailBlacklist, (input) => {
    const find = app.db.prepare('SELECT email FROM mail_blacklist WHERE email = ?');
    const blocked = [...new Set(input.addresses.map((a) => a.trim()))].filter(
      (a) => find.get(a) !== undefined,
    );
    return { success: true as const, blocked };
  });

  router.addAuthed(deleteAutocomplete, (input, { auth: { user } }) => {
    const { changes } = app.db
      .prepare('DELETE FROM mail_autocomplete WHERE user_id = ? AND email = ?')
      .run(user.id, input.email.trim());
    return { success: true as const, deleted: Number(changes) > 0 };
  });
}
