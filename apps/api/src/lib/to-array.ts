/** A route option that may be one hook or a list of them (Fastify's RouteOptions), as a list. */
export function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
