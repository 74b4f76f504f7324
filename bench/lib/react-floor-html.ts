// The React floor's page: floor.html (in the page's language, decision 038) with its form
// replaced by the server-rendered island, whose props the island carries as Astro's do.

/** Where the floor server serves the React floor's bundle. */
export const REACT_FLOOR_SCRIPT = '/react-floor.js';

/** `value` as JSON inside a double-quoted HTML attribute. */
export function propsAttribute(value: unknown): string {
  return JSON.stringify(value)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** floor.html with its form replaced by the server-rendered island and the script added. */
export function reactFloorHtml(floorHtml: string, islandHtml: string, props: unknown): string {
  const form = /<form\b[\s\S]*?<\/form>/;
  if (!form.test(floorHtml)) throw new Error('floor.html has no <form> to replace');
  return floorHtml
    .replace(
      form,
      `<astro-island ssr props="${propsAttribute(props)}">${islandHtml}</astro-island>`,
    )
    .replace(
      '</head>',
      `<style>astro-island{display:contents}</style><script type="module" src="${REACT_FLOOR_SCRIPT}"></script></head>`,
    );
}
