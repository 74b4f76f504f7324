// Spec-only mode (requirements C13): the reference server plays a customer's back end that has
// exactly the spec's calls. Every call of ours (`ours: true` in the contract) answers 404, as on a
// back end that never heard of it, and every answer the spec does not show is only
// `{ success: true }` (requirements C14), so the second end-to-end project can prove the front
// end's fallbacks. Pages, the dev outbox and the fake identity provider stay: they are not calls.
import type { Endpoint } from '../src/lib/api/endpoint.ts';
import type { Router } from './routes/types.ts';

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

/** Whether an answer is a success (`success: true`). */
function succeeded(output: unknown): boolean {
  return (
    typeof output === 'object' &&
    output !== null &&
    (output as { success?: unknown }).success === true
  );
}

/**
 * The router with the spec's "not shown" answers cut to `{ success: true }` (requirements C14):
 * a call marked `answerNotShown` in the contract answers its success with nothing more, as a
 * back end that follows the spec may; refusals keep their fields. Hooks inside (the file log)
 * still see the full answer.
 */
export function withMinimalAnswers(router: Router): Router {
  const minimal =
    <I, C>(run: (input: I, ctx: C) => unknown) =>
    async (input: I, ctx: C): Promise<unknown> => {
      const output = await run(input, ctx);
      return succeeded(output) ? { success: true } : output;
    };
  return {
    ...router,
    add(endpoint, handler, options) {
      router.add(
        endpoint,
        endpoint.answerNotShown === true ? (minimal(handler) as typeof handler) : handler,
        options,
      );
    },
    addAuthed(endpoint, handler, options) {
      router.addAuthed(
        endpoint,
        endpoint.answerNotShown === true ? (minimal(handler) as typeof handler) : handler,
        options,
      );
    },
  };
}
