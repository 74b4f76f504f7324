// tus-js-client resolves an upload's address with `new URL(link, base).toString()` from the
// CommonJS package url-parse; the browser's own URL does exactly that. Aliasing it here
// (astro.config.mjs) keeps the CommonJS interop helpers out of the bundle's shared runtime
// chunk, which every public page loads, so tus-js-client costs the login page nothing
// (requirements X33, docs/decisions/012-resumable-uploads-on-tus.md).
export default URL;
