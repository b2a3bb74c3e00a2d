import type { FastifyInstance } from "fastify";

/**
 * "METHOD /path" for every route the app registered (HEAD, which Fastify adds to each GET, left out), read
 * from Fastify's route tree, so a route added anywhere later shows up here too.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    pathAtDepth[depth] = (depth > 0 ? pathAtDepth[depth - 1] : "") + match[2]!;
    if (!match[3]) continue;
    for (const method of match[3].split(", ")) if (method !== "HEAD") found.push(`${method} ${pathAtDepth[depth]}`);
  }
  return found.sort();
}

/** The path of "METHOD /path" with every :param replaced by `value`. */
export const fillParams = (route: string, value: string) => route.split(" ")[1]!.replace(/:\w+/g, value);
