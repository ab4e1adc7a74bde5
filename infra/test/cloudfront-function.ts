/** Runs the inline code of a CloudFront Function (cloudfront-js-2.0) on an event, as CloudFront would. */
type Handler = (event: unknown) => unknown;

const handlerOf = (code: string) => new Function(`${code}; return handler;`)() as Handler;

/** `query` as CloudFront passes the query string to a function: `{ name: { value } }`. */
const querystringOf = (query: Record<string, string>) =>
  Object.fromEntries(Object.entries(query).map(([name, value]) => [name, { value }]));

/** A viewer-request function's handler on a URI: the URI it hands on. */
export function runViewerRequest(code: string, uri: string, query: Record<string, string> = {}): string {
  const request = handlerOf(code)({ request: { uri, querystring: querystringOf(query) } }) as { uri: string };
  return request.uri;
}

/** A viewer-response function's handler on a request's URI and the status from the cache or origin: the status it sends. */
export function runViewerResponse(
  code: string,
  uri: string,
  statusCode = 200,
  query: Record<string, string> = {},
): number {
  const event = { request: { uri, querystring: querystringOf(query) }, response: { statusCode, headers: {} } };
  return (handlerOf(code)(event) as { statusCode: number }).statusCode;
}
