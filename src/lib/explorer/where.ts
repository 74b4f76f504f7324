// Where an entry lives, as the Favorites, tagged, Trash and search views and the details panel
// write it: the folders from its root area's top down, the area named in the user's language (the
// back end sends its own name).

/** `names` top first, the first one replaced by `rootName`: ["My Box", "Projects", "Q3"]. */
export function whereCrumbs(names: readonly string[], rootName: string): string[] {
  return names.map((name, i) => (i === 0 ? rootName : name));
}

/** "My Box / Projects / Q3": the crumbs of `whereCrumbs`, joined. */
export function whereText(names: readonly string[], rootName: string): string {
  return whereCrumbs(names, rootName).join(' / ');
}
