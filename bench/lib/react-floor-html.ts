// The React floor's page: floor.html with its form replaced by the server-rendered island.

/** Where the floor server serves the React floor's bundle. */
export const REACT_FLOOR_SCRIPT = '/react-floor.js';

/** floor.html with its form replaced by the server-rendered island and the script added. */
export function reactFloorHtml(floorHtml: string, islandHtml: string): string {
  const form = /<form\b[\s\S]*?<\/form>/;
  if (!form.test(floorHtml)) throw new Error('floor.html has no <form> to replace');
  return floorHtml
    .replace(form, `<astro-island ssr>${islandHtml}</astro-island>`)
    .replace(
      '</head>',
      `<style>astro-island{display:contents}</style><script type="module" src="${REACT_FLOOR_SCRIPT}"></script></head>`,
    );
}
