import { OAUTH_METADATA_PATH } from '@shared/api/routes';
import { GOALS_CACHE_SECONDS } from '@shared/goals';
import { WALL_CACHE_SECONDS } from '@shared/wall';
import { Duration } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  type FunctionAssociation,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  type ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { SiteDomain } from '../config/stages';
import { API_PATH, NOT_FOUND_STATUS, PAGE_FALLBACK, STRIP_API_PREFIX } from './site-viewer-functions';

export interface SiteDistributionProps {
  bucket: Bucket;
  /** Where CloudFront writes its standard logs (under `cloudfront/`). */
  logBucket: Bucket;
  responseHeadersPolicy: ResponseHeadersPolicy;
  /** The stage's name, for the distribution's comment. */
  stage: string;
  domain?: SiteDomain;
  /** The web ACL in front of the distribution; none in a stage without a firewall. */
  webAclArn?: string;
  /** The REST API's execute-api domain, served under `/api`. */
  apiDomainName: string;
  /** The REST API stage's path (`/<stage>`): `/api/me` leaves the prefix function as `/me` and reaches `/<stage>/me`. */
  apiOriginPath: string;
  /** Headers CloudFront adds to every API request (the origin secret the API checks). */
  apiOriginHeaders: Record<string, string>;
}

/** The site's CloudFront distribution (in the Site's scope): the bucket's pages, and the API under `/api`. */
export function addDistribution(scope: Construct, props: SiteDistributionProps): Distribution {
  const stripApiPrefix: FunctionAssociation = {
    eventType: FunctionEventType.VIEWER_REQUEST,
    function: new CloudFrontFunction(scope, 'StripApiPrefix', {
      comment: 'Maps /api/<path> to the API path /<path>',
      code: FunctionCode.fromInline(STRIP_API_PREFIX),
      runtime: FunctionRuntime.JS_2_0,
    }),
  };
  return new Distribution(scope, 'Distribution', {
    comment: `D1 Gang store (${props.stage})`,
    defaultRootObject: 'index.html',
    ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
    defaultBehavior: pagesBehavior(scope, props.bucket, props.responseHeadersPolicy),
    additionalBehaviors: apiBehaviors(scope, props, stripApiPrefix),
    httpVersion: HttpVersion.HTTP2_AND_3,
    priceClass: PriceClass.PRICE_CLASS_100,
    enableLogging: true,
    logBucket: props.logBucket,
    logFilePrefix: 'cloudfront/',
    logIncludesCookies: false,
    ...(props.domain && {
      domainNames: [props.domain.domainName],
      certificate: Certificate.fromCertificateArn(scope, 'Certificate', props.domain.certificateArn),
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
    }),
  });
}

/** The pages and assets from the bucket: each prerendered page for its path, else the SPA shell or the 404 page. */
function pagesBehavior(
  scope: Construct,
  bucket: Bucket,
  responseHeadersPolicy: ResponseHeadersPolicy,
): BehaviorOptions {
  return {
    // READ and LIST: without s3:ListBucket, S3 hides whether a key exists and answers a missing file
    // (a stale chunk, a mistyped asset) with 403 AccessDenied; with it, 404 NoSuchKey. A missing file
    // stays a 404, never the SPA shell with 200 (the custom error pages that could do that would also
    // rewrite the API's errors). Nothing can list the bucket through CloudFront: the viewer-request
    // function turns every path without a file extension, the root included, into a page's object,
    // and this behaviour's cache policy forwards no query string (no ?list-type=2).
    origin: S3BucketOrigin.withOriginAccessControl(bucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    }),
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: CachePolicy.CACHING_OPTIMIZED,
    responseHeadersPolicy,
    functionAssociations: [
      {
        eventType: FunctionEventType.VIEWER_REQUEST,
        function: new CloudFrontFunction(scope, 'PageFallback', {
          comment:
            "Serves each prerendered page for its path, the SPA shell for the app's other screens, else 404.html",
          code: FunctionCode.fromInline(PAGE_FALLBACK),
          runtime: FunctionRuntime.JS_2_0,
        }),
      },
      {
        eventType: FunctionEventType.VIEWER_RESPONSE,
        function: new CloudFrontFunction(scope, 'NotFoundStatus', {
          comment: 'Sends the not-found page with status 404',
          code: FunctionCode.fromInline(NOT_FOUND_STATUS),
          runtime: FunctionRuntime.JS_2_0,
        }),
      },
    ],
    compress: true,
  };
}

/**
 * The API on the site's origin: the cached public wall and goal figures, the game servers' API and its OAuth metadata,
 * and the rest, never cached.
 */
function apiBehaviors(
  scope: Construct,
  props: SiteDistributionProps,
  stripApiPrefix: FunctionAssociation,
): Record<string, BehaviorOptions> {
  const { responseHeadersPolicy } = props;
  // A viewer's header of the same name is replaced by CloudFront's, never passed on.
  const origin = new HttpOrigin(props.apiDomainName, {
    originPath: props.apiOriginPath,
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    customHeaders: props.apiOriginHeaders,
  });
  return {
    // First, so CloudFront matches it before /api/*: the public gym wall is the same for everyone.
    [`${API_PATH}/wall`]: {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: wallCachePolicy(scope),
      responseHeadersPolicy,
      functionAssociations: [stripApiPrefix],
      compress: true,
    },
    // Also before /api/*: the community goals' figures are the same for everyone, kept as long as the API says.
    [`${API_PATH}/goals`]: {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: goalsCachePolicy(scope),
      responseHeadersPolicy,
      functionAssociations: [stripApiPrefix],
      compress: true,
    },
    // Also before /api/*: the tier cards' currency estimate needs the country CloudFront saw the buyer
    // in, and nothing else of theirs (never cached: the answer depends on the buyer).
    [`${API_PATH}/currency-estimate`]: {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: viewerCountryPolicy(scope),
      responseHeadersPolicy,
      functionAssociations: [stripApiPrefix],
      compress: true,
    },
    // The game servers' API: its own behaviour (and its own WAF rate rule, site-firewall.ts), never
    // cached, every viewer header but Host passed on: the key in Authorization, If-None-Match for 304s.
    [`${API_PATH}/game/*`]: {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy,
      functionAssociations: [stripApiPrefix],
      compress: true,
    },
    // RFC 8414's metadata of the game API's device flow sits at the site's root (the issuer is the
    // site): passed to the API as it is, cached as long as the API says (five minutes).
    [OAUTH_METADATA_PATH]: {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      compress: true,
    },
    [`${API_PATH}/*`]: {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // Never cached; every viewer header but Host (API Gateway answers to its own) reaches the API,
      // the Authorization header and the query string included.
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy,
      functionAssociations: [stripApiPrefix],
    },
  };
}

/**
 * The buyer's country, as CloudFront's `CloudFront-Viewer-Country` header (CloudFront works it out from
 * the viewer's address), for the currency estimate; no cookies, no query string.
 */
function viewerCountryPolicy(scope: Construct): OriginRequestPolicy {
  return new OriginRequestPolicy(scope, 'ViewerCountryPolicy', {
    comment: "The tier cards' currency estimate: the viewer's country only",
    headerBehavior: OriginRequestHeaderBehavior.allowList('CloudFront-Viewer-Country'),
    cookieBehavior: OriginRequestCookieBehavior.none(),
    queryStringBehavior: OriginRequestQueryStringBehavior.none(),
  });
}

function wallCachePolicy(scope: Construct): CachePolicy {
  return new CachePolicy(scope, 'WallCachePolicy', {
    comment: 'The public gym wall: 60 s, keyed by its tier and page only (no headers, no cookies)',
    defaultTtl: Duration.seconds(WALL_CACHE_SECONDS),
    maxTtl: Duration.seconds(WALL_CACHE_SECONDS),
    minTtl: Duration.seconds(0),
    queryStringBehavior: CacheQueryStringBehavior.allowList('tierId', 'cursor'),
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

/**
 * The community goals' figures: kept as long as the API's Cache-Control says (s-maxage, two minutes),
 * never longer, and not at all when it says nothing or no-store (an error); no query, headers or cookies.
 */
function goalsCachePolicy(scope: Construct): CachePolicy {
  return new CachePolicy(scope, 'GoalsCachePolicy', {
    comment: "The community goals' figures: as long as the API says (at most 120 s), keyed by nothing",
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(GOALS_CACHE_SECONDS.edge),
    minTtl: Duration.seconds(0),
    queryStringBehavior: CacheQueryStringBehavior.none(),
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}
