// Profile keys arrive in snake_case; the app reads them camelCased (requirements C9), recursively.

/** A snake_case (or kebab-case) key in camelCase: `operation_authority` → `operationAuthority`. */
export function camelizeKey(key: string): string {
  return key.replace(/[_-]+([a-zA-Z0-9])/g, (_, next: string) => next.toUpperCase());
}

/** A snake_case type turned camelCase, recursively through objects and arrays. */
export type Camelized<T> = T extends readonly (infer Item)[]
  ? Camelized<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelKey<K> : K]: Camelized<T[K]> }
    : T;

/** The camelCase form of one snake_case key type. */
export type CamelKey<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelKey<Tail>>}`
  : S;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy with every plain-object key camelCased at every depth; other values are kept as they are. */
export function camelizeKeys<T>(value: T): Camelized<T> {
  return convert(value) as Camelized<T>;
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // defineProperty: a `__proto__` key stays an ordinary key instead of changing the prototype.
    Object.defineProperty(out, camelizeKey(key), {
      value: convert(item),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
