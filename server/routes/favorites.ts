import {
  addFavorite as addCall,
  listFavorites as listCall,
  removeFavorite as removeCall,
} from '../../src/lib/api/contract/favorites.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { addFavorite, listFavorites, removeFavorite, visibleFavorite } from '../files/favorites.ts';
import { fail } from '../files/results.ts';

/**
 * Routes the favorite calls (ours, under {api}/v2/favorite): a star needs an item the caller may
 * see; an unstar always succeeds; the list leaves out what the caller may no longer see.
 */
export function registerFavoriteRoutes(router: Router, app: AppContext): void {
  router.addAuthed(addCall, ({ kind, seq }, { auth: { user } }) => {
    if (visibleFavorite(app.db, user, kind, seq) === null)
      return fail(kind === 'file' ? 'not_found' : 'no_folder');
    addFavorite(app.db, user, kind, seq, app.clock.now());
    return { success: true as const, kind, seq, favorite: true };
  });
  router.addAuthed(removeCall, ({ kind, seq }, { auth: { user } }) => {
    removeFavorite(app.db, user, kind, seq);
    return { success: true as const, kind, seq, favorite: false };
  });
  router.addAuthed(listCall, (_, { auth: { user } }) => ({
    success: true as const,
    favorites: listFavorites(app.db, user),
  }));
}
