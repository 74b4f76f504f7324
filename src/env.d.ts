// The client directive the build adds (src/integrations/island-preloads.ts, decision 033).
declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate once the page is parsed, the island's chunks fetched together then. */
    'client:parsed'?: boolean;
  }
}
