import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { type BackupManifest, writeBackup } from "./backup-archive";
import { type BackupSealing, sealingFromJson, sealingToJson } from "./backup-encryption";

type Logger = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

/** Where the running embedded server listens for `npm run backup` (a Unix socket: only this machine's users with access to DATA_DIR). */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, "control.sock");

/**
 * The embedded database belongs to the one process that opened it, so a backup of a running server is taken by
 * that process: `npm run backup` asks it over DATA_DIR/control.sock (mode 0600) to write the archive.
 */
export async function startControlSocket(options: { dataDir: string; dumpDatabase: () => Promise<Blob>; log: Logger }) {
  const socketPath = controlSocketPath(options.dataDir);
  // Left by a process that died: this process owns the database now, so it owns the socket too.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/backup") {
        response.writeHead(404).end();
        return;
      }
      let out: string;
      let sealing: BackupSealing;
      try {
        // The backup key comes with the request (this socket is 0600 in a 0700 DATA_DIR): the server never keeps it.
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { out?: unknown; sealing?: unknown };
        out = String(body.out ?? "");
        if (!path.isAbsolute(out)) throw new Error("out must be an absolute path");
        sealing = sealingFromJson(body.sealing);
      } catch (error) {
        response
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ message: (error as Error).message }));
        return;
      }
      writeBackup({ dataDir: options.dataDir, dumpDatabase: options.dumpDatabase, out, sealing }).then(
        (manifest: BackupManifest) => {
          options.log.info({ out, files: manifest.files, bytes: manifest.bytes }, "backup written");
          response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(manifest));
        },
        (error: unknown) => {
          options.log.warn({ err: error, out }, "backup failed");
          response
            .writeHead(500, { "content-type": "application/json" })
            .end(JSON.stringify({ message: (error as Error).message }));
        },
      );
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => resolve());
    });
    fs.chmodSync(socketPath, 0o600);
  } catch (error) {
    // A DATA_DIR whose path is too long for a socket name: backups then need the server stopped.
    options.log.warn(
      { err: error, socketPath },
      "control socket not started: `npm run backup` needs the server stopped",
    );
    return { close: async () => undefined };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** `npm run backup` against a running server: the manifest, or null when no server answers on the socket. */
export function requestBackup(dataDir: string, out: string, sealing: BackupSealing): Promise<BackupManifest | null> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath: controlSocketPath(dataDir),
        method: "POST",
        path: "/backup",
        headers: { "content-type": "application/json" },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as BackupManifest & {
            message?: string;
          };
          if (response.statusCode === 200) resolve(body);
          else reject(new Error(body.message ?? `backup failed (${response.statusCode})`));
        });
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
    request.end(JSON.stringify({ out, sealing: sealingToJson(sealing) }));
  });
}
