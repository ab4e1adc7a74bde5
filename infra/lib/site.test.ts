import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { PRIVACY_PERIODS } from '@shared/privacy-periods';
import type { SiteConfig } from '@shared/site-config';
import { Match } from 'aws-cdk-lib/assertions';
import { runViewerRequest } from '../test/cloudfront-function';
import { logicalId, render, synthStage } from '../test/synth-stack';
import { API_STAGE_NAME } from './api';
import { contentSecurityPolicy } from './content-security-policy';
import { NOT_FOUND_STATUS, PAGE_FALLBACK } from './site-viewer-functions';

const dev = synthStage('dev');
const prod = synthStage('prod', {
  config: {
    pixelId: '1234567890',
    siteDomain: {
      domainName: 'store.d1gang.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    },
  },
});

describe('Site: bucket', () => {
  test('private: every public access block on, objects owned by the bucket owner', () => {
    dev.template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
  });

  test('the bucket policy refuses plain HTTP and lets only this distribution read and list it', () => {
    const [policy] = Object.values(
      dev.template.findResources('AWS::S3::BucketPolicy', {
        Properties: { Bucket: { Ref: logicalId(dev.stack.site.bucket) } },
      }),
    ) as { Properties: { PolicyDocument: { Statement: Record<string, unknown>[] } } }[];
    const statements = policy?.Properties.PolicyDocument.Statement ?? [];

    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    const allows = statements.filter((s) => s.Effect === 'Allow');
    for (const allow of allows) {
      expect(allow.Principal).not.toBe('*');
      expect(allow.Principal).not.toEqual({ AWS: '*' });
    }
    const bucketArn = { 'Fn::GetAtt': [logicalId(dev.stack.site.bucket), 'Arn'] };
    const distributionArn = {
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':cloudfront::',
          { Ref: 'AWS::AccountId' },
          ':distribution/',
          { Ref: logicalId(dev.stack.site.distribution) },
        ],
      ],
    };
    const cloudFront = allows.filter((s) => JSON.stringify(s.Principal) === '{"Service":"cloudfront.amazonaws.com"}');
    // ListBucket makes S3 answer a missing file 404 instead of 403; nothing more (no write, no delete).
    expect(cloudFront).toEqual([
      {
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:ListBucket'],
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Resource: [{ 'Fn::Join': ['', [bucketArn, '/*']] }, bucketArn],
        Condition: { StringEquals: { 'AWS:SourceArn': distributionArn } },
      },
    ]);
  });

  test('prod keeps the bucket; dev empties and deletes it', () => {
    const resources = (result: typeof dev) => result.template.toJSON().Resources;
    expect(resources(prod)[logicalId(prod.stack.site.bucket)]).toMatchObject({ DeletionPolicy: 'Retain' });
    expect(resources(dev)[logicalId(dev.stack.site.bucket)]).toMatchObject({ DeletionPolicy: 'Delete' });
    dev.template.hasResourceProperties('Custom::S3AutoDeleteObjects', {
      BucketName: { Ref: logicalId(dev.stack.site.bucket) },
    });
    prod.template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });
});

describe('Site: CloudFront standard logs', () => {
  const logBucketId = (result: typeof dev) => logicalId(result.stack.site.logBucket);

  test.each([
    ['prod', PRIVACY_PERIODS.logDays, prod],
    ['dev', 14, dev],
  ])(
    '%s: CloudFront logs every request to the stage’s log bucket, which keeps them %i days',
    (_stage, days, result) => {
      result.template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          Logging: {
            Bucket: { 'Fn::GetAtt': [logBucketId(result), 'RegionalDomainName'] },
            Prefix: 'cloudfront/',
            IncludeCookies: false,
          },
        }),
      });
      expect(result.template.toJSON().Resources[logBucketId(result)].Properties.LifecycleConfiguration).toEqual({
        Rules: [{ ExpirationInDays: days, Status: 'Enabled' }],
      });
    },
  );

  test('the log bucket is private, encrypted and SSL only; ACLs on, as CloudFront’s log delivery writes with one', () => {
    const bucket = dev.template.toJSON().Resources[logBucketId(dev)];

    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    dev.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logBucketId(dev) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  test('prod keeps the log bucket (its lifecycle still expires the logs); dev empties and deletes it', () => {
    expect(prod.template.toJSON().Resources[logBucketId(prod)]).toMatchObject({ DeletionPolicy: 'Retain' });
    expect(dev.template.toJSON().Resources[logBucketId(dev)]).toMatchObject({ DeletionPolicy: 'Delete' });
    dev.template.hasResourceProperties('Custom::S3AutoDeleteObjects', { BucketName: { Ref: logBucketId(dev) } });
  });
});

describe('Site: CloudFront', () => {
  test('reads the bucket through origin access control (no OAI, no website endpoint)', () => {
    dev.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    dev.template.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        // The bucket, and the API under /api.
        Origins: [
          Match.objectLike({
            DomainName: { 'Fn::GetAtt': [logicalId(dev.stack.site.bucket), 'RegionalDomainName'] },
            OriginAccessControlId: { 'Fn::GetAtt': [Match.anyValue(), 'Id'] },
            S3OriginConfig: { OriginAccessIdentity: '' },
          }),
          Match.objectLike({ CustomOriginConfig: Match.anyValue() }),
        ],
      }),
    });
  });

  test('HTTPS only, index.html at the root, the page functions on the viewer request and on the response', () => {
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: { Ref: logicalId(dev.stack.site.responseHeadersPolicy) },
          FunctionAssociations: [
            {
              EventType: 'viewer-request',
              FunctionARN: { 'Fn::GetAtt': [functionId(dev, 'PageFallback'), 'FunctionARN'] },
            },
            {
              EventType: 'viewer-response',
              FunctionARN: { 'Fn::GetAtt': [functionId(dev, 'NotFoundStatus'), 'FunctionARN'] },
            },
          ],
        }),
        // No distribution-wide error pages: they would turn the API's 403 and 404 into the not-found page.
        CustomErrorResponses: Match.absent(),
      }),
    });
  });

  test('the page functions are the ones site-viewer-functions.ts writes, on cloudfront-js-2.0', () => {
    expect(functionCode(dev, 'PageFallback')).toBe(PAGE_FALLBACK);
    expect(functionCode(dev, 'NotFoundStatus')).toBe(NOT_FOUND_STATUS);
    dev.template.resourcePropertiesCountIs(
      'AWS::CloudFront::Function',
      { FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) },
      3,
    );
  });

  test('a missing file is a 404 from S3, never a page: no error pages, no listing', () => {
    // The viewer-request function passes a file's URI on (S3 answers NoSuchKey 404, as CloudFront may
    // list) and turns the bucket root into index.html (site-viewer-functions.test.ts); no query string
    // (?list-type=2, ?prefix=) reaches the bucket.
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // Managed-CachingOptimized: no query strings
          OriginRequestPolicyId: Match.absent(),
        }),
        // A 404 stays a 404 (the API's too): no error page turns it into the SPA shell with 200.
        CustomErrorResponses: Match.absent(),
      }),
    });
  });

  test('the API on the site origin: /api/* goes to API Gateway uncached, with every viewer header but Host', () => {
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({ PathPattern: '/api/wall' }),
          Match.objectLike({ PathPattern: '/api/goals' }),
          Match.objectLike({ PathPattern: '/api/currency-estimate' }),
          Match.objectLike({ PathPattern: '/api/game/*' }),
          Match.objectLike({ PathPattern: '/.well-known/oauth-authorization-server' }),
          Match.objectLike({
            PathPattern: '/api/*',
            ViewerProtocolPolicy: 'https-only',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ],
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: {
              'Fn::Join': [
                '',
                [{ Ref: logicalId(dev.stack.api.restApi) }, '.execute-api.eu-west-1.', { Ref: 'AWS::URLSuffix' }],
              ],
            },
            // The REST API's stage is the first segment of its paths: /api/me reaches /<stage>/me.
            OriginPath: `/${API_STAGE_NAME}`,
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }),
          }),
        ]),
      }),
    });
    const code = functionCode(dev, 'StripApiPrefix');
    expect(runViewerRequest(code, '/api/me')).toBe('/me');
    expect(runViewerRequest(code, '/api/admin/users/abc')).toBe('/admin/users/abc');
  });

  test("the game servers' API has its own behaviour before /api/*: never cached, Authorization and If-None-Match reach the API", () => {
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/game/*',
            ViewerProtocolPolicy: 'https-only',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
            // Every viewer header but Host: the key (Authorization) and If-None-Match among them.
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ]),
      }),
    });
    expect(runViewerRequest(functionCode(dev, 'StripApiPrefix'), '/api/game/v1/changes')).toBe('/game/v1/changes');
  });

  test("the game API's OAuth metadata is at the site's root, passed to the API unchanged and cached as the API says", () => {
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/.well-known/oauth-authorization-server',
            ViewerProtocolPolicy: 'https-only',
            AllowedMethods: ['GET', 'HEAD'],
            CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // Managed-CachingOptimized: honours max-age
            FunctionAssociations: Match.absent(),
            TargetOriginId: Match.stringLikeRegexp('Origin2'), // the API's, as /api/* uses
          }),
        ]),
      }),
    });
  });

  test('the public gym wall is cached 60 s at CloudFront, keyed by its tier and page only', () => {
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/wall',
            ViewerProtocolPolicy: 'https-only',
            AllowedMethods: ['GET', 'HEAD'],
            CachePolicyId: { Ref: Match.stringLikeRegexp('WallCachePolicy') },
            OriginRequestPolicyId: Match.absent(),
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ]),
      }),
    });
    dev.template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 60,
        MaxTTL: 60,
        MinTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['tierId', 'cursor'] },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
    expect(runViewerRequest(functionCode(dev, 'StripApiPrefix'), '/api/wall')).toBe('/wall');
  });

  test('a custom domain is served with its certificate and TLS 1.2 at least', () => {
    prod.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['store.d1gang.com'],
        ViewerCertificate: {
          AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  test('checkout accepts return URLs on the CloudFront URL and the custom domain', () => {
    const checkout = prod.template.toJSON().Resources[logicalId(prod.stack.api.functions.checkout)];
    expect(render(checkout.Properties.Environment.Variables.SITE_ORIGINS)).toBe(
      `https://\${GetAtt:${logicalId(prod.stack.site.distribution)}.DomainName},https://store.d1gang.com`,
    );
  });
});

describe('Site: security headers', () => {
  const headersOf = (result: typeof dev) => {
    const [policy] = Object.values(result.template.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as {
      Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, Record<string, unknown>> } };
    }[];
    return policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig ?? {};
  };

  test('CSP without a pixel: exactly self (the API is on it, under /api), Cognito in the region and the video frame', () => {
    const csp = render(headersOf(dev).ContentSecurityPolicy?.ContentSecurityPolicy);

    expect(csp).toBe(contentSecurityPolicy({ region: 'eu-west-1', pixel: false }));
    expect(csp).toContain("connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('facebook');
    expect(headersOf(dev).ContentSecurityPolicy?.Override).toBe(true);
  });

  test("CSP with a pixel adds Meta's hosts", () => {
    const csp = render(headersOf(prod).ContentSecurityPolicy?.ContentSecurityPolicy);

    expect(csp).toBe(contentSecurityPolicy({ region: 'eu-west-1', pixel: true }));
    expect(csp).toContain('https://connect.facebook.net');
    expect(csp).toContain('https://www.facebook.com');
  });

  test('HSTS for two years, nosniff, no framing, strict-origin-when-cross-origin', () => {
    expect(headersOf(dev)).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });
});

describe('Site: upload and config.json', () => {
  const deployments = (result: typeof dev) =>
    Object.values(result.template.findResources('Custom::CDKBucketDeployment')) as {
      Properties: {
        SourceObjectKeys: string[];
        SourceMarkers?: Record<string, unknown>[];
        SystemMetadata: Record<string, string>;
        Include?: string[];
        Exclude?: string[];
        DistributionId?: unknown;
      };
    }[];

  test('hashed assets are cached for a year; the pages and config.json are revalidated and invalidated', () => {
    const [assets, , pages] = deployments(dev);

    expect(assets?.Properties).toMatchObject({
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(pages?.Properties).toMatchObject({
      // The updates' pages are the publisher's: a deploy neither overwrites nor deletes them.
      Exclude: ['assets/*', '*.webmanifest', 'updates.html', 'updates/*', 'sitemap-updates.xml'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionId: { Ref: logicalId(dev.stack.site.distribution) },
    });
  });

  test('the web manifest is uploaded as application/manifest+json, revalidated', () => {
    const [, manifest] = deployments(dev);

    expect(manifest?.Properties).toMatchObject({
      Include: ['*.webmanifest'],
      Exclude: ['*'],
      SystemMetadata: { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' },
    });
  });

  test('config.json has the SiteConfig shape: SRP sign-in, no cognito endpoint, this stage', () => {
    const [, , pages] = deployments(dev);
    const configKey = pages?.Properties.SourceObjectKeys[1]?.replace('.zip', '') ?? '';
    const markers = pages?.Properties.SourceMarkers?.[1] ?? {};
    const raw = readFileSync(path.join(dev.app.outdir, `asset.${configKey}`, 'config.json'), 'utf8');
    const config = JSON.parse(raw.replace(/<<marker:0xbaba:\d+>>/g, (marker) => render(markers[marker]))) as SiteConfig;

    expect(config).toEqual({
      apiUrl: '/api',
      region: 'eu-west-1',
      userPoolId: `\${Ref:${logicalId(dev.stack.auth.userPool)}}`,
      userPoolClientId: `\${Ref:${logicalId(dev.stack.auth.client)}}`,
      authFlow: 'USER_SRP_AUTH',
      pixelId: null,
      stage: 'dev',
    });
    expect(config).not.toHaveProperty('cognitoEndpoint');
  });
});

/** The logical id of one of the site's CloudFront Functions. */
function functionId(result: ReturnType<typeof synthStage>, id: string): string {
  const functions = result.template.findResources('AWS::CloudFront::Function');
  return Object.keys(functions).find((logical) => logical.includes(id)) ?? '';
}

/** The inline code of one of the site's CloudFront Functions. */
function functionCode(result: ReturnType<typeof synthStage>, id: string): string {
  const functions = result.template.findResources('AWS::CloudFront::Function');
  return (
    (functions[functionId(result, id)] as { Properties: { FunctionCode: string } } | undefined)?.Properties
      .FunctionCode ?? ''
  );
}
