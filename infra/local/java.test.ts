import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkJava, parseJavaMajor } from './java';

describe('Java version check', () => {
  it('reads the major version from `java -version` output, old and new styles', () => {
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajor('java version "1.8.0_392"')).toBe(8);
    expect(parseJavaMajor('bash: java: command not found')).toBeUndefined();
  });

  describe('with a PATH holding only a fake java', () => {
    const savedPath = process.env.PATH;
    let bin: string;

    beforeEach(() => {
      bin = mkdtempSync(join(tmpdir(), 'd1-java-'));
      process.env.PATH = bin;
    });
    afterEach(() => {
      process.env.PATH = savedPath;
      rmSync(bin, { recursive: true, force: true });
    });

    function fakeJava(version: string): void {
      writeFileSync(join(bin, 'java'), `#!/bin/sh\necho 'openjdk version "${version}" 2024-01-16' >&2\n`);
      chmodSync(join(bin, 'java'), 0o755);
    }

    it('gives the exact install command when java is missing', async () => {
      await expect(checkJava()).rejects.toThrow(
        /no `java` was found\.\nInstall it with:\n {2}sudo apt-get install -y openjdk-17-jre-headless/,
      );
    });

    it('gives the exact install command when java is older than 17', async () => {
      fakeJava('11.0.22');

      await expect(checkJava()).rejects.toThrow(
        /reports 11\.\nInstall Java 17 with:\n {2}sudo apt-get install -y openjdk-17-jre-headless/,
      );
    });

    it('accepts Java 17', async () => {
      fakeJava('17.0.15');

      await expect(checkJava()).resolves.toBe(17);
    });
  });
});
