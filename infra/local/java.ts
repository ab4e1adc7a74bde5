/** DynamoDB Local runs on Java 17+: check for it before spawning, and say how to install it. */
import { execFile } from 'node:child_process';
import { LocalStackError } from './errors';

const JAVA_INSTALL_COMMAND = 'sudo apt-get install -y openjdk-17-jre-headless';
const MINIMUM_JAVA = 17;

/** The major version in `java -version` output: "17.0.15" → 17, the old "1.8.0_392" → 8. */
export function parseJavaMajor(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** Resolves with the Java major version, or throws with the install command. */
export function checkJava(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-version'], { timeout: 15_000, env }, (error, stdout, stderr) => {
      const major = parseJavaMajor(`${stderr}\n${stdout}`);
      if (error && major === undefined) {
        reject(
          new LocalStackError(
            `DynamoDB Local needs Java ${MINIMUM_JAVA} or newer, and no \`java\` was found.\n` +
              `Install it with:\n  ${JAVA_INSTALL_COMMAND}`,
          ),
        );
        return;
      }
      if (major === undefined || major < MINIMUM_JAVA) {
        reject(
          new LocalStackError(
            `DynamoDB Local needs Java ${MINIMUM_JAVA} or newer; \`java -version\` reports ` +
              `${major ?? 'an unknown version'}.\nInstall Java 17 with:\n  ${JAVA_INSTALL_COMMAND}\n` +
              'and make it the default (sudo update-alternatives --config java).',
          ),
        );
        return;
      }
      resolve(major);
    });
  });
}
