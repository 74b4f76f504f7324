import {
  changeFolderSettings,
  inviteGuests as inviteGuestsCall,
  listMembers,
  memberCandidates,
  removeMember,
  setMember,
} from '../../src/lib/api/contract/members.ts';
import type { AppContext } from '../context.ts';
import { inviteGuests } from '../files/guests.ts';
import { candidatesFor, changeMember, changeSettings, membersAnswer } from '../files/members.ts';
import { refusing } from '../files/results.ts';
import type { Router } from './types.ts';

/**
 * Routes the member calls under {api}/v2/folder (ours): members of a shared folder, Folder
 * Settings (requirements X30) and Guest Invitation (requirements X31).
 */
export function registerMemberRoutes(router: Router, app: AppContext): void {
  const { db } = app;
  router.addAuthed(listMembers, (input, { auth: { user } }) =>
    refusing(() => membersAnswer(db, user, input.dir_seq)),
  );
  router.addAuthed(memberCandidates, (input, { auth: { user } }) =>
    refusing(() => candidatesFor(db, user, input.dir_seq, input.query)),
  );
  router.addAuthed(setMember, (input, { auth: { user } }) =>
    refusing(() => {
      changeMember(db, user, input.dir_seq, input, input.level);
      return membersAnswer(db, user, input.dir_seq);
    }),
  );
  router.addAuthed(removeMember, (input, { auth: { user } }) =>
    refusing(() => {
      changeMember(db, user, input.dir_seq, input, null);
      return membersAnswer(db, user, input.dir_seq);
    }),
  );
  router.addAuthed(changeFolderSettings, (input, { auth: { user } }) =>
    refusing(() => {
      changeSettings(db, user, input.dir_seq, input);
      return membersAnswer(db, user, input.dir_seq);
    }),
  );
  router.addAuthed(inviteGuestsCall, (input, { auth: { user } }) =>
    refusing(() => ({ success: true as const, results: inviteGuests(app, user, input) })),
  );
}
