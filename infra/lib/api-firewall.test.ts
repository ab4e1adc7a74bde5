import { ORIGIN_SECRET_HEADER } from '@shared/contract/origin-secret';
import { HTTP_MESSAGES } from '@shared/http-messages';
import type { Template } from 'aws-cdk-lib/assertions';
import { logicalId, render, synthStage } from '../test/synth-stack';

const dev = synthStage('dev');
const prod = synthStage('prod');
const { template, stack } = dev;

interface WebAcl {
  Name?: string;
  Scope: string;
  DefaultAction: {
    Block?: { CustomResponse?: { ResponseCode: number; CustomResponseBodyKey: string } };
    Allow?: unknown;
  };
  CustomResponseBodies: Record<string, { ContentType: string; Content: string }>;
  VisibilityConfig: { CloudWatchMetricsEnabled: boolean; MetricName: string; SampledRequestsEnabled: boolean };
  Rules: {
    Name: string;
    Action: Record<string, unknown>;
    Statement: Record<string, unknown>;
    VisibilityConfig: { CloudWatchMetricsEnabled: boolean };
  }[];
}

/** The API's web ACL: the regional one associated with the REST API's stage. */
function apiWebAcl(t: Template): { id: string; acl: WebAcl } {
  const associations = Object.values(t.findResources('AWS::WAFv2::WebACLAssociation')) as {
    Properties: { ResourceArn: unknown; WebACLArn: { 'Fn::GetAtt': [string, string] } };
  }[];
  const onApi = associations.filter((a) => render(a.Properties.ResourceArn).includes(':apigateway:'));
  expect(onApi).toHaveLength(1);
  const id = onApi[0]?.Properties.WebACLArn['Fn::GetAtt'][0] as string;
  return { id, acl: t.toJSON().Resources[id].Properties as WebAcl };
}

/** The dynamic reference to one field of the origin secret, as CloudFormation resolves it at deploy. */
function secretReference(secretId: string, field: string, version = ''): unknown {
  return { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, `:SecretString:${field}::${version}}}`]] };
}

function originHeaderMatch(reference: unknown): unknown {
  return {
    ByteMatchStatement: {
      FieldToMatch: { SingleHeader: { Name: ORIGIN_SECRET_HEADER } },
      PositionalConstraint: 'EXACTLY',
      SearchString: reference,
      TextTransformations: [{ Priority: 0, Type: 'NONE' }],
    },
  };
}

describe('ApiFirewall: only requests that came through CloudFront reach the API', () => {
  test('a regional web ACL, associated with the REST API stage', () => {
    const { acl } = apiWebAcl(template);
    const [association] = Object.values(template.findResources('AWS::WAFv2::WebACLAssociation')).filter((a) =>
      render((a as { Properties: { ResourceArn: unknown } }).Properties.ResourceArn).includes(':apigateway:'),
    ) as { Properties: { ResourceArn: unknown } }[];

    expect(acl.Scope).toBe('REGIONAL');
    expect(render(association?.Properties.ResourceArn)).toBe(
      `arn:\${Ref:AWS::Partition}:apigateway:eu-west-1::/restapis/\${Ref:${logicalId(stack.api.restApi)}}/stages/\${Ref:${logicalId(stack.api.stage)}}`,
    );
  });

  test('everything else is blocked with a small JSON 403', () => {
    const { acl } = apiWebAcl(template);
    const custom = acl.DefaultAction.Block?.CustomResponse;

    expect(acl.DefaultAction.Allow).toBeUndefined();
    expect(custom?.ResponseCode).toBe(403);
    expect(acl.CustomResponseBodies[custom?.CustomResponseBodyKey ?? '']).toEqual({
      ContentType: 'APPLICATION_JSON',
      Content: JSON.stringify({ message: HTTP_MESSAGES.forbidden }),
    });
  });

  test("the only ALLOW rule matches the origin header against the secret's dynamic reference, never its value", () => {
    const { acl } = apiWebAcl(template);
    const allows = acl.Rules.filter((rule) => 'Allow' in rule.Action);

    expect(acl.Rules).toHaveLength(1);
    expect(allows).toHaveLength(1);
    expect(allows[0]?.Statement).toEqual(
      originHeaderMatch(secretReference(logicalId(stack.api.originSecret), 'current')),
    );
  });

  test("during a rotation (a pinned version), that rule also takes the version's previous value", () => {
    const version = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const rotated = synthStage('dev', { context: { originSecretVersion: version } });
    const { acl } = apiWebAcl(rotated.template);
    const secretId = logicalId(rotated.stack.api.originSecret);

    expect(acl.Rules).toHaveLength(1);
    expect(acl.Rules[0]?.Action).toEqual({ Allow: {} });
    expect(acl.Rules[0]?.Statement).toEqual({
      OrStatement: {
        Statements: [
          originHeaderMatch(secretReference(secretId, 'current', version)),
          originHeaderMatch(secretReference(secretId, 'previous', version)),
        ],
      },
    });
  });

  test('CloudFront changes only once the web ACL has: a rotation never sends a value the ACL does not take yet', () => {
    const { id } = apiWebAcl(template);
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as {
      DependsOn?: string[];
    }[];
    expect(distribution?.DependsOn).toContain(id);
  });

  test('its metrics are on, named per stage; no sampled requests (they would keep the secret and tokens)', () => {
    for (const [stage, t] of [
      ['dev', template],
      ['prod', prod.template],
    ] as const) {
      const { acl } = apiWebAcl(t);
      expect(acl.VisibilityConfig).toEqual({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: false,
        MetricName: `d1-gang-${stage}-api`,
      });
      for (const rule of acl.Rules) expect(rule.VisibilityConfig.CloudWatchMetricsEnabled).toBe(true);
    }
  });
});
