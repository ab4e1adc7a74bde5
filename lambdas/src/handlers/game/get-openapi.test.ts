import { buildGameOpenApi } from '@shared/api/game-openapi';
import { ROUTES, routeKey } from '@shared/api/routes';
import { deliveriesSchema, deviceAuthorizationSchema, deviceTokenSchema } from '@shared/schemas/game';
import { call } from '../../../test/api-event';
import { gameApiDocument, gameOperation, schemaValidatorAt } from '../../../test/game-api-document';

const GAME_ROUTES = ROUTES.filter((route) => route.area === 'game');

/** Every value of the document at key `name`, with the path of segments that leads to it. */
function valuesNamed(name: string, value: unknown, at: string[] = []): Array<{ at: string[]; value: unknown }> {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(key === name ? [{ at: [...at, key], value: child }] : []),
    ...valuesNamed(name, child, [...at, key]),
  ]);
}

function pointerTarget(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], gameApiDocument);
}

describe('GET /game/v1/openapi.json', () => {
  it('serves the built document to anyone, without a key, cached five minutes', async () => {
    const result = await call('GET /game/v1/openapi.json');

    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(result.headers['cache-control']).toBe('public, max-age=300');
    expect(result.body).toEqual(JSON.parse(JSON.stringify(buildGameOpenApi())));
  });

  it('ignores any Authorization header: a wrong key reads it too', async () => {
    const result = await call('GET /game/v1/openapi.json', { token: 'd1g_sk_not-a-key' });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ openapi: '3.1.0' });
  });
});

describe("the game API's OpenAPI document", () => {
  it('is an OpenAPI 3.1 document with an info block, a server under /api and the key as bearer and as client credentials', () => {
    expect(gameApiDocument.openapi).toBe('3.1.0');
    expect(gameApiDocument.info).toMatchObject({ title: 'D1 Gang game API', version: '1.0.0' });
    expect(gameApiDocument.servers).toEqual([{ url: '/api', description: expect.any(String) }]);
    expect(gameApiDocument.components.securitySchemes).toEqual({
      gameServerKey: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'game server key' }),
      gameClient: expect.objectContaining({ type: 'http', scheme: 'basic' }),
      playerToken: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'access token' }),
    });
    expect(gameApiDocument.security).toEqual([{ gameServerKey: [] }]);
  });

  it('describes exactly the routes of the game area, the document alone without a key', () => {
    const described = Object.entries(gameApiDocument.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );

    expect(described.sort()).toEqual(GAME_ROUTES.map(routeKey).sort());
    for (const route of GAME_ROUTES) {
      const { operation } = gameOperation(routeKey(route));
      const expected =
        route.access === 'public'
          ? []
          : route.access === 'game-client'
            ? [{ gameClient: [] }]
            : 'playerToken' in route
              ? [{ gameServerKey: [] }, { playerToken: [] }]
              : undefined;
      expect([routeKey(route), operation.security]).toEqual([routeKey(route), expected]);
    }
  });

  it('gives each operation a unique id, a summary and its answers: 200, and 401 and 429 for keyed routes', () => {
    const operations = GAME_ROUTES.map((route) => ({ route, ...gameOperation(routeKey(route)) }));

    expect(new Set(operations.map(({ operation }) => operation.operationId)).size).toBe(operations.length);
    for (const { route, operation } of operations) {
      expect(operation.summary).not.toBe('');
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(route.access === 'public' ? ['200'] : ['200', '401', '429']),
      );
      if (route.method === 'POST') expect(operation.requestBody?.required).toBe(true);
    }
    expect(
      Object.keys(gameOperation('GET /game/v1/players/{platform}/{playerId}/entitlements').operation.responses),
    ).toEqual(expect.arrayContaining(['304', '400', '404']));
  });

  it('declares every path parameter of a path as a required path parameter', () => {
    for (const route of GAME_ROUTES) {
      const { operation } = gameOperation(routeKey(route));
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');

      expect(declared.map((parameter) => parameter.name)).toEqual(names);
      expect(declared.every((parameter) => parameter.required)).toBe(true);
    }
  });

  it('resolves every reference inside the document', () => {
    const refs = valuesNamed('$ref', gameApiDocument);

    expect(refs.length).toBeGreaterThan(10);
    for (const { value } of refs) expect([value, pointerTarget(String(value))]).toEqual([value, expect.anything()]);
  });

  it('holds schemas a strict JSON Schema 2020-12 validator compiles, and examples that match them', () => {
    const examples = [
      ...valuesNamed('example', gameApiDocument).map(({ at, value }) => ({
        at,
        schemaAt: [...at.slice(0, -1), 'schema'],
        value,
      })),
      ...valuesNamed('examples', gameApiDocument).flatMap(({ at, value }) =>
        Object.entries(value as Record<string, { value: unknown }>).map(([name, example]) => ({
          at: [...at, name],
          schemaAt: [...at.slice(0, -1), 'schema'],
          value: example.value,
        })),
      ),
    ];

    expect(examples.length).toBeGreaterThan(15);
    for (const { at, schemaAt, value } of examples) {
      const validate = schemaValidatorAt(schemaAt);
      expect([at.join(' > '), validate(value), validate.errors ?? null]).toEqual([at.join(' > '), true, null]);
    }
    for (const name of Object.keys(gameApiDocument.components.schemas)) {
      expect(() => schemaValidatorAt(['components', 'schemas', name])).not.toThrow();
    }
  });

  it.each([
    [
      'DeviceAuthorizationForm',
      deviceAuthorizationSchema,
      [
        { platform: 'steam', player_id: '76561198000000001', display_name: 'Splash Bro' },
        { platform: 'steam', player_id: '76561198000000001', display_name: 'Splash Bro', scope: 'entitlements' },
        { platform: 'wii', player_id: 'p', display_name: 'n' },
        { platform: 'dev', player_id: 'has space', display_name: 'n' },
        { platform: 'dev', player_id: 'x'.repeat(129), display_name: 'n' },
        { platform: 'dev', player_id: 'p', display_name: '' },
        { platform: 'dev', player_id: 'p' },
      ],
    ],
    [
      'DeviceTokenForm',
      deviceTokenSchema,
      [
        { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: 'dc' },
        { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: '' },
        { device_code: 'dc' },
        {},
      ],
    ],
    [
      'DeliveriesBody',
      deliveriesSchema,
      [
        { changeIds: ['41'] },
        { changeIds: [] },
        { changeIds: ['x'] },
        { changeIds: Array.from({ length: 101 }, (_, index) => String(index)) },
      ],
    ],
  ] as const)('describes %s with the rules the API validates it by', (name, schema, bodies) => {
    const validate = schemaValidatorAt(['components', 'schemas', name]);

    for (const body of bodies) expect([body, validate(body)]).toEqual([body, schema.safeParse(body).success]);
  });
});
