// Where an entry lives, as the Favorites, tagged and Trash views write it: the folders from its
// root area's top down, the area named in the user's language (the back end sends its own name).

/** "My Box / Projects / Q3": `names` top first, the first one replaced by `rootName`. */
export function whereText(names: readonly string[], rootName: string): string {
  return names.map((name, i) => (i === 0 ? rootName : name)).join(' / ');
}
