// The app page's script (decision 034): its island is `client:only`, so Astro starts it as soon
// as the parser reaches it, and the build lists the island's chunks on it instead of in the head,
// where the browser fetched them while it parsed the page and held the skeleton's first paint.
// A module script runs once the page is parsed: the island's chunks are fetched then, together,
// in one round trip (its component and React, which the island imports itself, only once).
import { preloadListed } from '../../lib/ui/when-parsed.ts';

preloadListed(document);
