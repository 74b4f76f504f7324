// The build step of decision 022: records each browser chunk's static imports as the bundler
// wrote them, then gives every built page a module preload for the whole static graph of the
// islands it hydrates at once, and has Vite's preload helper fetch beside an `import()` only the
// chunks its importer has not loaded (src/lib/build/island-preloads.ts). It also adds the
// `client:parsed` directive (decision 033, src/lib/ui/when-parsed.ts): an island whose code is
// fetched once the page is parsed, its chunks listed on it instead of in the head — as the app's
// `client:only` island's are, preloaded by its page's script (decision 034). On a page whose
// islands all wait for the parse, Astro's island bootstrap becomes module scripts, run once the
// page is parsed (decision 033, amended; src/lib/build/island-bootstrap.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { withDeferredBootstrap } from '../lib/build/island-bootstrap.ts';
import { dynamicPreloads, fileUrl, withModulePreloads } from '../lib/build/island-preloads.ts';

/** Every `.html` file under `dir`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** The integration: add it to `integrations` in astro.config.mjs. */
export function islandPreloads(): AstroIntegration {
  const imports = new Map<string, string[]>();
  let base = '/';
  const resolveDependencies = (
    file: string,
    deps: string[],
    { hostId }: { hostId: string },
  ): string[] => {
    const url = (name: string) => fileUrl(base, name);
    const kept = new Set(
      dynamicPreloads(url(file), deps.map(url), url(hostId), (u) => imports.get(u)),
    );
    return deps.filter((dep) => kept.has(url(dep)));
  };
  return {
    name: 'island-preloads',
    hooks: {
      'astro:config:setup': ({ updateConfig, addClientDirective }) => {
        addClientDirective({
          name: 'parsed',
          entrypoint: fileURLToPath(new URL('../lib/ui/when-parsed.ts', import.meta.url)),
        });
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'island-preloads:record-imports',
                apply: 'build',
                applyToEnvironment: (environment) => environment.name === 'client',
                // Astro writes the build's `modulePreload` itself; a plugin can still add to it.
                configEnvironment: (name) =>
                  name === 'client'
                    ? { build: { modulePreload: { resolveDependencies } } }
                    : undefined,
                // Before Vite's own step, which asks `resolveDependencies` below.
                generateBundle: {
                  order: 'pre',
                  handler(_options, bundle) {
                    for (const chunk of Object.values(bundle)) {
                      if (chunk.type !== 'chunk') continue;
                      imports.set(
                        fileUrl(base, chunk.fileName),
                        chunk.imports.map((file) => fileUrl(base, file)),
                      );
                    }
                  },
                },
              },
            ],
          },
        });
      },
      'astro:config:done': ({ config }) => {
        base = config.base;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const importsOf = (url: string) => imports.get(url);
        let changed = 0;
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const out = withDeferredBootstrap(withModulePreloads(html, importsOf));
          if (out === html) continue;
          await writeFile(file, out);
          changed += 1;
        }
        logger.info(`module preloads and deferred island bootstrap written into ${changed} pages`);
      },
    },
  };
}
