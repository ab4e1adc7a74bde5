import { Match } from 'aws-cdk-lib/assertions';
import { synthStage } from '../test/synth-stack';

const dev = synthStage('dev');

/** The logical id of the one resource the template holds exactly one of with these properties. */
function onlyResource(type: string, properties: Record<string, unknown>): string {
  const ids = Object.keys(dev.template.findResources(type, { Properties: properties }));
  expect(ids).toHaveLength(1);
  return ids[0] as string;
}

describe("Site: the tier cards' currency estimate", () => {
  test("reaches the API with the viewer's country (CloudFront-Viewer-Country) and nothing else of theirs, never cached", () => {
    const policy = onlyResource('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['CloudFront-Viewer-Country'] },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      }),
    });

    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/currency-estimate',
            ViewerProtocolPolicy: 'https-only',
            AllowedMethods: ['GET', 'HEAD'],
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
            OriginRequestPolicyId: { Ref: policy },
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ]),
      }),
    });
  });

  test('is matched before /api/*, which would pass on every viewer header', () => {
    const [distribution] = Object.values(dev.template.findResources('AWS::CloudFront::Distribution')) as {
      Properties: { DistributionConfig: { CacheBehaviors: { PathPattern: string }[] } };
    }[];
    const patterns = distribution?.Properties.DistributionConfig.CacheBehaviors.map((behavior) => behavior.PathPattern);

    expect(patterns?.indexOf('/api/currency-estimate')).toBeGreaterThanOrEqual(0);
    expect(patterns?.indexOf('/api/currency-estimate')).toBeLessThan(patterns?.indexOf('/api/*') ?? -1);
  });
});
