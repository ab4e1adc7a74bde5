/**
 * The CDK assertion files of infra/lib (`lib/*.test.ts`), run as one Jest file: Jest's own config leaves
 * them out. Apart, each file loaded aws-cdk-lib and synthesized its stages again: 23 files took 97 s
 * of the run's time for 17 s of tests. Together they load it once and share each stage's synth
 * (synthStage). Each file's tests are under a describe named for the file; one file's tests alone:
 * `npx jest infra/lib.test.ts -t 'api.test.ts'`.
 */
import { readdirSync } from 'node:fs';
import * as path from 'node:path';

const LIB = path.join(__dirname, 'lib');

for (const file of readdirSync(LIB)
  .filter((name) => name.endsWith('.test.ts'))
  .sort()) {
  describe(file, () => {
    require(path.join(LIB, file));
  });
}
