// Astro's island bootstrap run once the page is parsed (decision 033, amended 29 November 2026).
// Astro writes two classic inline scripts before a page's first island: the `client:parsed`
// directive and the script that defines `<astro-island>`. Classic scripts run where the parser
// meets them, before the first paint. On a page whose every island waits for the parse anyway
// (`client:parsed`), nothing in them is needed earlier, so the build makes them module scripts,
// which the browser runs once the document is parsed, in page order. Only the `type` changes: the
// CSP hashes a script's text, not its tag.
import {
  ELEMENT_NODE,
  TEXT_NODE,
  parse,
  walkSync,
  type DocumentNode,
  type ElementNode,
} from 'ultrahtml';

/** What marks Astro's two scripts: the directive's ready event and the island element's define. */
const BOOTSTRAP = [/["'`]astro:parsed["'`]/u, /customElements\.define\(\s*["'`]astro-island["'`]/u];

const textOf = (el: ElementNode): string =>
  el.children.map((child) => (child.type === TEXT_NODE ? child.value : '')).join('');

/**
 * Where each of Astro's bootstrap scripts' start tag can take an attribute (after `<script`), on
 * a page whose islands are all `client:parsed`; empty on any other page.
 */
export function deferrableBootstrap(html: string): number[] {
  const at: number[] = [];
  const clients: string[] = [];
  // ultrahtml types its parse as `any`; it answers the document node.
  walkSync(parse(html) as DocumentNode, (el) => {
    if (el.type !== ELEMENT_NODE) return;
    if (el.name === 'astro-island') clients.push(el.attributes['client'] ?? '');
    if (el.name !== 'script' || Object.keys(el.attributes).length > 0) return;
    const text = textOf(el);
    if (BOOTSTRAP.some((marker) => marker.test(text))) at.push(el.loc[0].start + '<script'.length);
  });
  return clients.length > 0 && clients.every((client) => client === 'parsed') ? at : [];
}

/** The page with Astro's island bootstrap as module scripts where that is safe (see above). */
export function withDeferredBootstrap(html: string): string {
  let out = html;
  for (const at of deferrableBootstrap(html).sort((a, b) => b - a)) {
    out = `${out.slice(0, at)} type="module"${out.slice(at)}`;
  }
  return out;
}
