/**
 * SES v2 on this machine: aws-ses-v2-local, started in-process as its README describes. It answers
 * SendEmail like SES and shows every email it took in a web viewer at its root URL.
 */
import type { Server } from 'node:http';
import sesLocal from 'aws-ses-v2-local';
import type { LocalServer } from './http-io';

type StartServer = typeof sesLocal;
// A CommonJS module: under Node's ESM loader its default import is `module.exports`, holding `default`.
const startServer: StartServer =
  typeof sesLocal === 'function' ? sesLocal : (sesLocal as unknown as { default: StartServer }).default;

export interface SesEmulatorOptions {
  port: number;
  host: string;
}

/** Starts the emulator; `close()` stops it (emails it holds are kept in this process's memory). */
export async function startSesEmulator(options: SesEmulatorOptions): Promise<LocalServer> {
  const server: Server = await startServer({ port: options.port, host: options.host });
  const url = `http://${options.host}:${options.port}`;
  return {
    url,
    port: options.port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
