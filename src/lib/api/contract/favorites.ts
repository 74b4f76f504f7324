// Favorites (requirements X17; the spec shows no calls): ours, under {api}/v2/favorite. A list
// entry says whether the caller starred it in the optional `favorite` field of `fileItem`; a back
// end without these calls leaves that field out, and the app then shows no star.
import * as v from 'valibot';
import { ROOT_KINDS } from '../../files/nodes.ts';
import { defineEndpoint } from '../endpoint.ts';
import { noParams, orFailure } from './common.ts';
import { crumbEntry, fileItem, seqField } from './files.ts';

/** The item a star names: a file by file_seq or a folder by dir_seq. */
export const favoriteTarget = v.object({
  kind: v.picklist(['file', 'folder']),
  seq: seqField,
});

/** What a star or unstar call did: the item and its state now. */
const favoriteDone = v.object({
  success: v.literal(true),
  kind: v.picklist(['file', 'folder']),
  seq: v.number(),
  favorite: v.boolean(),
});

/**
 * POST {api}/v2/favorite/add — stars a file or folder the caller may see (idempotent); fails with
 * not_found or no_folder when the caller cannot see it.
 */
export const addFavorite = defineEndpoint({
  name: 'favorites.add',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/favorite/add',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: favoriteTarget,
  response: orFailure(favoriteDone),
});

/** POST {api}/v2/favorite/remove — unstars an item (idempotent; also one the caller lost). */
export const removeFavorite = defineEndpoint({
  name: 'favorites.remove',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/favorite/remove',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: favoriteTarget,
  response: orFailure(favoriteDone),
});

/**
 * A starred item: the list entry (with `favorite: true`) and `location`, the path from its root
 * area's top to the folder that holds it (a folder's parent; a file's folder).
 */
export const favoriteEntry = v.object({
  item: fileItem,
  root: v.picklist(ROOT_KINDS),
  location: v.array(crumbEntry),
});

/**
 * GET {api}/v2/favorite — the caller's starred items across every area, newest star first; items
 * the caller may no longer see (trashed, or access removed) are left out.
 */
export const listFavorites = defineEndpoint({
  name: 'favorites.list',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/v2/favorite',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: noParams,
  response: orFailure(v.object({ success: v.literal(true), favorites: v.array(favoriteEntry) })),
});

/** The favorite calls, for the contract's list. */
export const favoriteEndpoints = [addFavorite, removeFavorite, listFavorites] as const;
