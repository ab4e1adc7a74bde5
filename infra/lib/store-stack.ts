import { ENV } from '@shared/contract/lambda-env';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { API_STAGE_NAME, Api } from './api';
import { Auth } from './auth';
import { CostBudget } from './cost-budget';
import { Data } from './data';
import { retainDeadLetterQueues } from './dead-letter-queue';
import { EdgeReference, type TableCopies } from './edge-stack';
import { Email } from './email';
import { type FulfilmentSettings, fulfilmentSettings } from './fulfilment-settings';
import { GoalPages } from './goal-pages';
import { Monitoring } from './monitoring';
import { acknowledgeCdkProviders } from './nag-acknowledgements';
import { Payments } from './payments';
import { Site } from './site';
import { API_PATH } from './site-viewer-functions';
import type { FunctionDefaults } from './store-function';
import { TableBackup } from './table-backup';
import { UpdatePages } from './update-pages';
import { Updates } from './updates';
import { UserPoolFirewall } from './user-pool-firewall';

export interface StoreStackProps extends StackProps {
  config: StageConfig;
  /** The repository root: Lambda entries, package-lock.json and tsconfig are found from here. */
  projectRoot: string;
  /** The built SPA to upload (`dist/site`). */
  siteAssetPath: string;
  /** The edge stack's web ACL fingerprint (EdgeStack); required exactly when the stage has a firewall. */
  webAclFingerprint?: string;
  /** Where the table's backups are copied (the edge stack's vault); required when the stage keeps its data. */
  tableCopies?: TableCopies;
}

/** The whole store for one stage; it only composes the domain constructs. */
export class StoreStack extends Stack {
  readonly data: Data;
  /** The table's daily backup and its copy in us-east-1; only for a stage that keeps its data. */
  readonly tableBackup?: TableBackup;
  readonly auth: Auth;
  readonly api: Api;
  readonly payments: Payments;
  readonly site: Site;
  readonly email: Email;
  readonly updates: Updates;
  readonly monitoring: Monitoring;
  /** The user pool's web ACL; none for a stage without a firewall. */
  readonly userPoolFirewall?: UserPoolFirewall;
  readonly updatePages: UpdatePages;
  readonly goalPages: GoalPages;

  constructor(scope: Construct, id: string, props: StoreStackProps) {
    super(scope, id, props);
    const { config } = props;

    const functions: FunctionDefaults = {
      projectRoot: props.projectRoot,
      logRetention: config.logRetention,
      retainData: config.retainData,
    };
    const fulfilment = fulfilmentSettings(config);

    this.data = new Data(this, 'Data', { retainData: config.retainData });
    const { table } = this.data;
    if (config.retainData) {
      this.tableBackup = new TableBackup(this, 'TableBackup', {
        stage: config.stage,
        table,
        copies: requireTableCopies(config, props.tableCopies),
      });
    }

    // One SES sender for the stage: Cognito's codes and the store's own emails.
    const sender = { identity: config.emailIdentity, from: config.emailFrom };
    this.auth = new Auth(this, 'Auth', { functions, table, retainData: config.retainData, email: sender });
    // Sign-up, sign-in and reset go to Cognito directly, past the site's web ACL: the pool has its own.
    if (config.firewall) {
      this.userPoolFirewall = new UserPoolFirewall(this, 'UserPoolFirewall', {
        stage: config.stage,
        userPool: this.auth.userPool,
        settings: config.firewall,
      });
    }
    this.api = this.addApi(config, functions, fulfilment);
    this.payments = new Payments(this, 'Payments', {
      functions,
      table,
      fulfilment,
      stripeEventBusName: config.stripeEventBusName,
      reconcileEvery: Duration.minutes(config.reconcileEveryMinutes),
    });
    this.email = new Email(this, 'Email', {
      functions,
      table,
      identity: sender.identity,
      from: sender.from,
      supportInbox: config.supportEmail,
      seller: config.seller,
      sweepEvery: Duration.minutes(config.emailSweepEveryMinutes),
      sendRate: config.updateSendRate,
      codeKey: this.auth.codeKey,
    });
    this.updates = new Updates(this, 'Updates', {
      functions,
      table,
      sendRate: config.updateSendRate,
      transactionalEmailReserve: config.transactionalEmailReserve,
    });
    if (config.retainData) retainDeadLetterQueues([this.payments.deadLetterQueue, this.email.deadLetterQueue]);

    const deployLogs = addDeployLogs(this, config);
    this.site = this.addSite(props, deployLogs);
    // A rotation's deploy changes both: the API's web ACL must take the new value before CloudFront sends it.
    this.site.distribution.node.addDependency(this.api.firewall.webAcl);
    this.updatePages = new UpdatePages(this, 'UpdatePages', {
      functions,
      table,
      site: this.site,
      siteAssetPath: props.siteAssetPath,
    });
    this.goalPages = new GoalPages(this, 'GoalPages', {
      functions,
      table,
      site: this.site,
      siteAssetPath: props.siteAssetPath,
    });
    // A goal change asks the publisher to run at once.
    // The email sender signs each update's unsubscribe links; the account area checks them.
    this.api.grantUnsubscribeSigning(this.email.sender);
    // A send that finishes publishes its page, the list and the sitemap at once.
    this.site.grantUpdatePublishing(this.updates.sender);

    this.monitoring = this.addMonitoring(config);
    new CostBudget(this, 'CostBudget', {
      stage: config.stage,
      monthlyLimitUsd: config.monthlyBudgetUsd,
      topic: this.monitoring.topic,
    });
    this.pointAtSite(config);
    this.addOutputs();
    acknowledgeCdkProviders(this, this.site.bucket);
    // Last: CDK's own deploy-time Lambdas are all in the stack only now.
    this.monitoring.alarmOnRemainingFunctions();
  }

  private addApi(config: StageConfig, functions: FunctionDefaults, fulfilment: FulfilmentSettings): Api {
    return new Api(this, 'Api', {
      functions,
      table: this.data.table,
      userPool: this.auth.userPool,
      client: this.auth.client,
      issuer: this.auth.issuer,
      fulfilment,
      stage: config.stage,
      throttle: config.apiThrottle,
      writeRouteThrottle: config.writeRouteThrottle,
      ...(config.originSecretVersion ? { originSecretVersion: config.originSecretVersion } : {}),
    });
  }

  /** The site, behind the edge stack's web ACL when the stage has a firewall. */
  private addSite(props: StoreStackProps, deployLogs: LogGroup): Site {
    const { config } = props;
    if ((config.firewall === null) !== (props.webAclFingerprint === undefined)) {
      throw new Error(
        `Stage "${config.stage}": the store stack needs the edge stack's web ACL exactly when its firewall is on`,
      );
    }
    const edge = props.webAclFingerprint
      ? new EdgeReference(this, 'Edge', {
          stage: config.stage,
          logGroup: deployLogs,
          webAclFingerprint: props.webAclFingerprint,
        })
      : undefined;

    return new Site(this, 'Site', {
      deployLogs,
      ...(edge ? { webAclArn: edge.webAclArn } : {}),
      apiDomainName: this.api.domainName,
      apiOriginPath: `/${API_STAGE_NAME}`,
      apiOriginHeaders: this.api.originHeaders,
      assetPath: props.siteAssetPath,
      domain: config.siteDomain,
      retainData: config.retainData,
      logRetention: config.logRetention,
      config: {
        apiUrl: API_PATH,
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        pixelId: config.pixelId ?? null,
        stage: config.stage,
      },
    });
  }

  /** The stage's alarms and dashboard: every Lambda, the API, the table and the dead-letter queues. */
  private addMonitoring(config: StageConfig): Monitoring {
    return new Monitoring(this, 'Monitoring', {
      stage: config.stage,
      alertEmail: config.alertEmail,
      functions: {
        Account: this.api.functions.account,
        Contact: this.api.functions.contact,
        Checkout: this.api.functions.checkout,
        Admin: this.api.functions.admin,
        Game: this.api.functions.game,
        StripeEvents: this.payments.stripeEvents,
        Reconciler: this.payments.reconciler,
        PostConfirmation: this.auth.postConfirmation,
        CustomEmailSender: this.auth.customEmailSender,
        EmailSender: this.email.sender,
        SesEvents: this.email.sesEvents,
        SetupReminders: this.email.reminderSweep,
        UpdateSender: this.updates.sender,
        UpdatePages: this.updatePages.publisher,
        GoalPages: this.goalPages.publisher,
      },
      api: { restApiName: this.api.restApi.restApiName, stageName: this.api.stage.stageName },
      apiBlockedRequests: this.api.firewall.blockedRequests,
      table: this.data.table,
      deadLetterQueues: { StripeEvents: this.payments.deadLetterQueue, Email: this.email.deadLetterQueue },
      lambdaConcurrencyQuota: config.lambdaConcurrencyQuota,
      ...(this.userPoolFirewall ? { userPoolRateLimitBlocks: this.userPoolFirewall.rateLimitBlocks } : {}),
    });
  }

  /** Gives the Lambdas that link to the site its URL and origins. */
  private pointAtSite(config: StageConfig): void {
    // Links in emails, and the /link page a game's link request names, point at the site.
    this.email.sender.addEnvironment(ENV.siteUrl, this.site.url);
    this.api.functions.game.addEnvironment(ENV.siteUrl, this.site.url);

    // Checkout builds its Stripe return URLs only for these origins. The site calls the API on its own
    // origin (/api), so no origin needs CORS.
    const siteOrigins = [...this.site.origins, ...config.extraSiteOrigins];
    this.api.functions.checkout.addEnvironment(ENV.siteOrigins, siteOrigins.join(','));
  }

  private addOutputs(): void {
    new CfnOutput(this, 'SiteUrl', { value: this.site.url, description: 'The store' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.url,
      description: "The REST API stage's execute-api URL (it answers only CloudFront)",
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName, description: 'For npm run backfill' });
  }
}

/** CDK's own deploy-time Lambdas (site upload, web ACL reader) log here, kept like the store's logs. */
function addDeployLogs(scope: Construct, config: StageConfig): LogGroup {
  return new LogGroup(scope, 'DeployHelperLogs', {
    retention: config.logRetention,
    removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
}

function requireTableCopies(config: StageConfig, copies: TableCopies | undefined): TableCopies {
  if (copies) return copies;
  throw new Error(`Stage "${config.stage}" keeps its data but has no edge stack to copy its table's backups to`);
}
