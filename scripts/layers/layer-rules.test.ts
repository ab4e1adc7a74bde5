import { importSpecifiers, layerViolations } from './layer-rules';

const rulesBroken = (from: string, specifier: string) => layerViolations(from, [specifier]).map(({ rule }) => rule);

describe('layerViolations', () => {
  test('a feature importing another feature, by alias or by relative path, breaks the feature rule', () => {
    const rule = 'a frontend feature does not import another feature (share through components/ or lib/)';

    expect(rulesBroken('frontend/src/features/admin/components/x.tsx', '@/features/checkout/api/y')).toEqual([rule]);
    expect(rulesBroken('frontend/src/features/admin/components/x.tsx', '../../wall/api/get-wall')).toEqual([rule]);
  });

  test('a feature importing itself, components/ or lib/ breaks nothing', () => {
    const from = 'frontend/src/features/admin/components/x.tsx';

    expect(layerViolations(from, ['../api/get-users', '@/features/admin/lib/format-date', '@/lib/cn'])).toEqual([]);
    expect(layerViolations(from, ['@/components/ui/button', '@shared/tiers', 'react'])).toEqual([]);
  });

  test('product code importing test support or fast-check breaks the test-support rule', () => {
    const rule = 'product code does not import test support or fast-check';

    expect(rulesBroken('lambdas/src/data/wall.ts', '../../test/seed')).toEqual([rule]);
    expect(rulesBroken('frontend/src/lib/cn.ts', '@/test/render')).toEqual([rule]);
    expect(rulesBroken('shared/ledger.ts', 'fast-check')).toEqual([rule]);
    expect(rulesBroken('infra/lib/api.ts', '../test/synth-stack')).toEqual([rule]);
    expect(rulesBroken('lambdas/src/data/wall.ts', './wall.test')).toEqual([rule]);
  });

  test('tests may import test support, fast-check and the local harness', () => {
    expect(layerViolations('lambdas/src/data/totals.test.ts', ['../../test/seed', 'fast-check'])).toEqual([]);
    expect(layerViolations('lambdas/src/lib/http.test.ts', ['../../../infra/local/lambda-events'])).toEqual([]);
    expect(layerViolations('shared/ledger-properties.test.ts', ['./test/ledger-histories'])).toEqual([]);
  });

  test("a web test importing user-event itself breaks the rule: it goes through the project's set-up", () => {
    const rule = "web tests take user-event from frontend/src/test/user-event.ts (the project's set-up of it)";

    expect(rulesBroken('frontend/src/features/wall/components/wall.test.tsx', '@testing-library/user-event')).toEqual([
      rule,
    ]);
    expect(layerViolations('frontend/src/features/wall/components/wall.test.tsx', ['@/test/user-event'])).toEqual([]);
    expect(layerViolations('frontend/src/test/user-event.ts', ['@testing-library/user-event'])).toEqual([]);
  });

  test('code under src/ importing infra/ breaks the infra rule', () => {
    expect(rulesBroken('lambdas/src/lib/env.ts', '../../../infra/config/stages')).toEqual([
      'code under src/ does not import infra/',
    ]);
  });

  test('shared/ importing any other folder breaks the shared rule', () => {
    const rule = 'shared/ imports nothing of the other folders';

    expect(rulesBroken('shared/tiers.ts', '../lambdas/src/data/purchase')).toEqual([rule]);
    expect(rulesBroken('shared/tiers.test.ts', '@/lib/cn')).toEqual([rule]);
    expect(rulesBroken('shared/api/routes.ts', '../../infra/lib/api')).toEqual([rule]);
  });

  test('frontend/ importing lambdas/ breaks the frontend rule, tests included', () => {
    expect(
      rulesBroken('frontend/src/features/wall/components/wall-screen.test.tsx', '../../../../../lambdas/test/seed'),
    ).toEqual(['frontend/ does not import lambdas/']);
    expect(rulesBroken('frontend/prerender/page-head.ts', '../../lambdas/src/lib/http')).toEqual([
      'frontend/ does not import lambdas/',
    ]);
  });
});

describe('importSpecifiers', () => {
  test('finds static, type-only, side-effect, re-exported, multi-line and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '@shared/b';",
      "import './c.css';",
      "export { d } from '../d';",
      'import {',
      '  e,',
      '  type F,',
      "} from 'e-package';",
      "const g = await import('./g');",
    ].join('\n');

    expect(importSpecifiers(source)).toEqual(['./a', '@shared/b', './c.css', '../d', 'e-package', './g']);
  });

  test('ignores imports quoted in comments and strings', () => {
    const source = [
      "// import { x } from './commented';",
      "/* import y from './block'; */",
      'it(\'sends a code from "Forgot password?"\', () => {});',
    ].join('\n');

    expect(importSpecifiers(source)).toEqual([]);
  });
});
