import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App, CfnResource, Stack } from 'aws-cdk-lib';
import { VALIDATION_REPORT_FILE } from 'aws-cdk-lib/cx-api';
import { synthStage } from './test/synth-stack';

/*
 * `cdk synth` checks every template against CloudFormation's resource schemas (CDK's built-in
 * validation) and only warns. The other infra tests synthesize without it (it costs seconds per file);
 * here each stage runs it once, and any finding fails.
 */

interface ValidationReport {
  pluginReports: { violations?: { ruleName: string; description: string }[] }[];
}

function findingsOf(outdir: string): string[] {
  const report = JSON.parse(readFileSync(path.join(outdir, VALIDATION_REPORT_FILE), 'utf8')) as ValidationReport;
  return report.pluginReports.flatMap((plugin) =>
    (plugin.violations ?? []).map((violation) => `${violation.ruleName}: ${violation.description}`),
  );
}

describe("CloudFormation's schema validation", () => {
  it.each(['dev', 'prod'])('finds nothing in the %s stage’s templates', (stage) => {
    const { app } = synthStage(stage, { validate: true });

    expect(findingsOf(app.outdir)).toEqual([]);
  });

  it('reports a resource CloudFormation would refuse', () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'd1-cdk-out-'));
    const warn = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const app = new App({ outdir, builtinCloudFormationValidation: true });
      const stack = new Stack(app, 'Broken');
      new CfnResource(stack, 'Queue', { type: 'AWS::SQS::Queue', properties: { VisibilityTimeout: 'a while' } });
      app.synth();

      expect(findingsOf(outdir)).toEqual([expect.stringContaining("'a while' is not of type 'integer'")]);
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
