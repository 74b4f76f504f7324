// The static imports of an ES module as bundlers write it: every `import … from "x"` sits at the
// top of a chunk, and re-exports (`export … from "x"`) may sit anywhere. Dynamic `import()` is
// not a static import: code behind it loads on demand, which is the point of the check.

// Vite puts the dependency map of a chunk's dynamic imports on its first line; the static
// imports follow it, so it is skipped like a comment (reading stopped there before).
const SKIP =
  /^(?:\s+|\/\/[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/|(["'])use strict\1\s*;?|const __vite__mapDeps=[^\n]*?=>i\.map\(i=>d\[i\]\);?)/;
const IMPORT =
  /^import(?=[\s{*"'])\s*(?:(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*)?(["'])([^"'\n]+)\1\s*(?:with\s*\{[^}]*\}\s*)?;?/;
const REEXPORT =
  /(?:^|[;}\s])export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(["'])([^"'\n]+)\1/g;

/** The specifiers a module imports statically (in order, without duplicates). */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  let rest = code;
  for (;;) {
    const skip = SKIP.exec(rest);
    if (skip) {
      rest = rest.slice(skip[0].length);
      continue;
    }
    const hit = IMPORT.exec(rest);
    if (!hit?.[2]) break;
    found.push(hit[2]);
    rest = rest.slice(hit[0].length);
  }
  for (const hit of code.matchAll(REEXPORT)) if (hit[2]) found.push(hit[2]);
  return [...new Set(found)];
}
