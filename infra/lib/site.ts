import { ENV } from '@shared/contract/lambda-env';
import type { SiteConfig } from '@shared/site-config';
import { GOAL_PAGE_FILES, PUBLISHED_FILES, SPA_SHELL_FILE, UPDATE_PAGES_FOLDER } from '@shared/site-pages';
import { type CfnElement, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  type Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { type ILogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { SiteDomain } from '../config/stages';
import { contentSecurityPolicy } from './content-security-policy';
import { acknowledge } from './nag-acknowledgements';
import { addDistribution } from './site-distribution';

export interface SiteProps {
  /** The built SPA (`dist/site`); tests pass a small folder of their own. */
  assetPath: string;
  /** The SPA's config.json, minus what the site itself decides (the sign-in flow). */
  config: Omit<SiteConfig, 'authFlow' | 'cognitoEndpoint'>;
  domain?: SiteDomain;
  /** Keep the bucket when the stack goes (prod). */
  retainData: boolean;
  /**
   * How long CloudFront's standard logs are kept: the stage's log retention. Default: 90 days, the
   * privacy policy's period for server logs (shared/privacy-periods.ts).
   */
  logRetention?: RetentionDays;
  /** Where CDK's upload Lambda logs (with the stage's retention, not forever). */
  deployLogs: ILogGroup;
  /** The web ACL (scope CLOUDFRONT, from the stage's edge stack) in front of the distribution; none in a stage without a firewall. */
  webAclArn?: string;
  /** The REST API's execute-api domain: CloudFront serves it under `/api` on the site's origin. */
  apiDomainName: string;
  /** The REST API stage's path (`/<stage>`), put before each API path CloudFront sends. */
  apiOriginPath: string;
  /** Headers CloudFront adds to every API request (the origin secret the API checks). */
  apiOriginHeaders: Record<string, string>;
}

/** Hashed build output never changes under its name; everything else is revalidated on each visit. */
const IMMUTABLE = [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()];
const REVALIDATE = [CacheControl.noCache()];

/**
 * The site: a private bucket behind CloudFront (origin access control), each prerendered page for its
 * path, the SPA shell for the app's other screens and the not-found page (404) for any other path, security headers with a CSP naming exactly the origins the site talks to, and config.json
 * written beside the build so one build serves every stage.
 */
export class Site extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;
  /** CloudFront's standard logs: one line per request, expired after the stage's log retention. */
  readonly logBucket: Bucket;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** `https://<id>.cloudfront.net`. */
  readonly url: string;
  /** Every origin the site is served from: the CloudFront URL and the custom domain, if any. */
  readonly origins: string[];
  /** The site's public URL: its custom domain, else the CloudFront URL. */
  readonly publicUrl: string;
  /** The upload of the pages and config.json; what must follow a deploy of the pages runs after it. */
  readonly pagesDeployment: BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.bucket = addBucket(this, props.retainData);
    this.logBucket = addLogBucket(this, props.retainData, props.logRetention ?? RetentionDays.THREE_MONTHS);
    this.responseHeadersPolicy = addSecurityHeaders(this, props.config);
    this.distribution = addDistribution(this, {
      bucket: this.bucket,
      logBucket: this.logBucket,
      responseHeadersPolicy: this.responseHeadersPolicy,
      stage: props.config.stage,
      ...(props.domain ? { domain: props.domain } : {}),
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
      apiDomainName: props.apiDomainName,
      apiOriginPath: props.apiOriginPath,
      apiOriginHeaders: props.apiOriginHeaders,
    });
    this.acknowledgeFindings(!props.domain, !props.webAclArn);

    this.url = `https://${this.distribution.distributionDomainName}`;
    this.origins = [this.url, ...(props.domain ? [`https://${props.domain.domainName}`] : [])];
    this.publicUrl = props.domain ? `https://${props.domain.domainName}` : this.url;

    this.pagesDeployment = this.addDeployments(props);
  }

  /**
   * Hashed assets first (kept across deploys, so open tabs can still load their chunks), then the web
   * manifest (a type the upload's guessing does not know), then the pages, config.json and the other
   * unhashed files, then the cache is invalidated. Returns the pages' upload.
   */
  private addDeployments(props: SiteProps): BucketDeployment {
    const siteConfig: SiteConfig = { ...props.config, authFlow: 'USER_SRP_AUTH' };
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(props.assetPath)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: IMMUTABLE,
      logGroup: props.deployLogs,
    });
    const manifest = new BucketDeployment(this, 'DeployManifest', {
      sources: [Source.asset(props.assetPath)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['*.webmanifest'],
      prune: false,
      cacheControl: REVALIDATE,
      contentType: 'application/manifest+json',
      logGroup: props.deployLogs,
    });
    // The updates' pages are the update publisher's (grantUpdatePublishing): a deploy neither overwrites
    // nor deletes them (no prune); the stack publishes them once after each deploy of the pages.
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(props.assetPath), Source.jsonData('config.json', siteConfig)],
      destinationBucket: this.bucket,
      exclude: ['assets/*', '*.webmanifest', ...PUBLISHED_FILES],
      prune: false,
      cacheControl: REVALIDATE,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup: props.deployLogs,
    });
    manifest.node.addDependency(assets);
    pages.node.addDependency(manifest);
    return pages;
  }

  /**
   * Lets a Lambda publish the /updates pages (lambdas/src/updates/publish-pages.ts): write those files
   * and no other, read the SPA shell they wrap, and invalidate their cached copies; it gets the bucket,
   * the distribution and the site's public URL as settings.
   */
  grantUpdatePublishing(fn: LambdaFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: PUBLISHED_FILES.map((file) => this.bucket.arnForObjects(file)),
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:GetObject'], resources: [this.bucket.arnForObjects(SPA_SHELL_FILE)] }),
    );
    const stack = Stack.of(this);
    const bucketArn = `<${stack.getLogicalId(this.bucket.node.defaultChild as CfnElement)}.Arn>`;
    acknowledge(
      fn.role ?? fn,
      'Each update has its own page, named by its slug, so the publisher writes under updates/ (and only the ' +
        "updates' list and sitemap besides)",
      `AwsSolutions-IAM5[Resource::${bucketArn}/${UPDATE_PAGES_FOLDER}/*]`,
    );
    this.distribution.grantCreateInvalidation(fn);
    fn.addEnvironment(ENV.siteBucket, this.bucket.bucketName);
    fn.addEnvironment(ENV.siteDistributionId, this.distribution.distributionId);
    fn.addEnvironment(ENV.siteUrl, this.publicUrl);
  }
  /**
   * Lets a Lambda publish the community goals' figures (lambdas/src/goals/publish-goal-pages.ts): read
   * and write the landing page and the wall and no other file; it gets the bucket as a setting. No
   * invalidation: the pages are uploaded no-cache, which CloudFront keeps one second (their behaviour's
   * minimum TTL).
   */
  grantGoalPublishing(fn: LambdaFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: GOAL_PAGE_FILES.map((file) => this.bucket.arnForObjects(file)),
      }),
    );
    fn.addEnvironment(ENV.siteBucket, this.bucket.bucketName);
  }

  private acknowledgeFindings(defaultCertificate: boolean, noFirewall: boolean): void {
    if (noFirewall) {
      acknowledge(
        this.distribution,
        'The firewall is off in this stage by its deploy setting (firewall=off), to keep a dev stage cheap; ' +
          'the stage config refuses it for prod',
        'AwsSolutions-CFR2',
      );
    }
    acknowledge(
      this.bucket,
      'The bucket is private and read only by CloudFront (origin access control); it holds the public build, ' +
        'written only by the deployment',
      'AwsSolutions-S1',
    );
    acknowledge(
      this.logBucket,
      'This bucket holds access logs (CloudFront standard logs); logging access to it would log the logs',
      'AwsSolutions-S1',
    );
    acknowledge(this.distribution, 'Supporters are welcome from every country', 'AwsSolutions-CFR1');
    if (defaultCertificate) {
      acknowledge(
        this.distribution,
        "Without a custom domain the distribution uses CloudFront's default certificate, whose policy AWS fixes; " +
          'set siteDomain in the stage config to get TLS 1.2 minimum',
        'AwsSolutions-CFR4',
      );
    }
  }
}

function addBucket(scope: Construct, retainData: boolean): Bucket {
  return new Bucket(scope, 'Bucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !retainData,
  });
}

/**
 * The bucket CloudFront writes its standard logs to, in the stack's own region (CloudFront's newer
 * logging to CloudWatch Logs is set up in us-east-1, where the edge stack is deployed before the
 * distribution exists). The log delivery writes each file with an ACL, so ACLs are on and the bucket
 * owner owns the files. A line holds the query string (an unsubscribe link's token among them), never
 * cookies. Expired after the stage's log retention, the privacy policy's period for server logs.
 */
function addLogBucket(scope: Construct, retainData: boolean, retention: RetentionDays): Bucket {
  return new Bucket(scope, 'LogBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    lifecycleRules: [{ expiration: Duration.days(retention) }],
    removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !retainData,
  });
}

/** CSP (naming exactly the origins the site talks to), HSTS and the other security headers. */
function addSecurityHeaders(scope: Construct, config: SiteProps['config']): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'D1 Gang store: CSP, HSTS and friends',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({ region: config.region, pixel: config.pixelId !== null }),
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
  });
}
