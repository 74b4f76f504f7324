// Spec-only mode (requirements C13): the reference server plays a customer's back end that has
// exactly the spec's calls. Every call of ours (`ours: true` in the contract) answers 404, as on a
// back end that never heard of it, so the second end-to-end project can prove the front end's
// fallbacks. Pages, the dev outbox and the fake identity provider stay: they are not calls.
import type { Endpoint } from '../src/lib/api/endpoint.ts';

/**
 * A matcher of the request lines of the given calls; a call in `below` (one on its own wire,
 * like tus) also matches every method on the paths under its own.
 */
export function callMatcher(
  calls: readonly Endpoint[],
  below: readonly Endpoint[] = [],
): (method: string, path: string) => boolean {
  const source = (call: Endpoint) =>
    call.path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
  const patterns = calls.map((call) => ({
    method: call.method,
    path: new RegExp(`^${source(call)}$`),
  }));
  const under = below.map((call) => new RegExp(`^${source(call)}/[^/]+$`));
  return (method, path) =>
    patterns.some((p) => p.method === method && p.path.test(path)) ||
    under.some((p) => p.test(path));
}

/** The calls of ours among the endpoints: those a spec-only back end does not have. */
export function oursOf(endpoints: readonly Endpoint[]): Endpoint[] {
  return endpoints.filter((endpoint) => endpoint.ours === true);
}
