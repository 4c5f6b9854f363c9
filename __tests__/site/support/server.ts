import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import path from "path";
import { publicDir } from "./public";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".xml": "application/xml",
  ".txt": "text/plain",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

export type HeadersFor = (urlPath: string) => Record<string, string>;

/**
 * Serves public/ the way a static host or CDN does: index.html for directories,
 * a redirect from /path to /path/, and 404.html with status 404 for the rest.
 */
export const startStaticServer = async (headersFor: HeadersFor = () => ({})): Promise<StaticServer> => {
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const send = (status: number, file: string) => {
      response.writeHead(status, {
        "Content-Type": types[path.extname(file)] ?? "application/octet-stream",
        ...headersFor(urlPath),
      });
      fs.createReadStream(file).pipe(response);
    };
    const target = path.join(publicDir, path.normalize(urlPath));
    if (!target.startsWith(publicDir)) return send(404, path.join(publicDir, "404.html"));
    if (fs.existsSync(target) && fs.statSync(target).isDirectory()) {
      if (!urlPath.endsWith("/")) {
        response.writeHead(301, { Location: `${urlPath}/` });
        return response.end();
      }
      const index = path.join(target, "index.html");
      return fs.existsSync(index) ? send(200, index) : send(404, path.join(publicDir, "404.html"));
    }
    if (fs.existsSync(target)) return send(200, target);
    return send(404, path.join(publicDir, "404.html"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // "localhost" rather than 127.0.0.1: the consent cookie is then host-only, as on a real domain.
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
