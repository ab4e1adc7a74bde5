/** Finds the route-table entry for a request, as API Gateway matches `METHOD /path/{param}` keys. */
import { ROUTES, type RouteDef } from '@shared/api/routes';
import { safeDecode } from './http-io';

export interface MatchedRoute {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

function compile(route: RouteDef): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

// Literal paths win over templated ones, as in API Gateway.
const COMPILED = ROUTES.map(compile).sort((a, b) => a.names.length - b.names.length);

/** The route for a method and raw path, with decoded path parameters; undefined when none matches. */
export function matchRoute(method: string, rawPath: string): MatchedRoute | undefined {
  for (const { route, pattern, names } of COMPILED) {
    if (route.method !== method) continue;
    const match = pattern.exec(rawPath);
    if (!match) continue;
    const pathParameters: Record<string, string> = {};
    names.forEach((name, index) => {
      pathParameters[name] = safeDecode(match[index + 1] ?? '');
    });
    return { route, pathParameters };
  }
  return undefined;
}
