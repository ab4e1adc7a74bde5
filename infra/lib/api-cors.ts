import { CORS_SETTINGS } from '@shared/contract/cors';
import { Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

export interface ApiCorsProps {
  httpApi: IHttpApi;
  /** The site's origins: the CloudFront URL, the custom domain, any extra origins of the stage. */
  allowOrigins: string[];
  /** Where CDK's custom-resource Lambda logs (with the stage's retention, not forever). */
  logGroup: ILogGroup;
}

/**
 * CORS on the HTTP API for the site's origins only. It is applied after both exist because the
 * site's response headers (CSP) name the API URL while CORS names the site's CloudFront URL: as
 * properties of the two resources that would be a dependency cycle CloudFormation refuses.
 */
export class ApiCors extends Construct {
  readonly resource: AwsCustomResource;

  constructor(scope: Construct, id: string, props: ApiCorsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const apiId = props.httpApi.apiId;
    const updateApi = {
      service: 'ApiGatewayV2',
      action: 'UpdateApi',
      parameters: { ApiId: apiId, CorsConfiguration: { ...CORS_SETTINGS, AllowOrigins: props.allowOrigins } },
      physicalResourceId: PhysicalResourceId.of(`${apiId}-cors`),
    };

    this.resource = new AwsCustomResource(this, 'UpdateApiCors', {
      onCreate: updateApi,
      onUpdate: updateApi,
      installLatestAwsSdk: false,
      logGroup: props.logGroup,
      // UpdateApi is authorised as apigateway:PATCH on the API.
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['apigateway:PATCH'],
          resources: [stack.formatArn({ service: 'apigateway', account: '', resource: '/apis', resourceName: apiId })],
        }),
      ]),
    });
  }
}
