import fs from "fs";
import http from "http";
import net, { type AddressInfo } from "net";
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

/** A port nothing listens on now, for a server a test starts that cannot take port 0 itself (a child process). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

export type HeadersFor = (urlPath: string) => Record<string, string>;

/** The not-found page for a path: a `/prefix/* /file 404` rule of the built _redirects, else 404.html. */
const notFoundPageFor = (urlPath: string): string => {
  const redirects = path.join(publicDir, "_redirects");
  const rules = fs.existsSync(redirects) ? fs.readFileSync(redirects, "utf8").split("\n") : [];
  for (const rule of rules) {
    const [from, to, status] = rule.trim().split(/\s+/);
    if (status === "404" && from?.endsWith("/*") && urlPath.startsWith(from.slice(0, -1)))
      return path.join(publicDir, to);
  }
  return path.join(publicDir, "404.html");
};

/**
 * Serves public/ the way a static host or CDN does: index.html for directories,
 * a redirect from /path to /path/, and the not-found page with status 404 for the rest
 * (the language's own, by the site's _redirects rules).
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
    const notFound = () => send(404, notFoundPageFor(urlPath));
    if (!target.startsWith(publicDir)) return notFound();
    if (fs.existsSync(target) && fs.statSync(target).isDirectory()) {
      if (!urlPath.endsWith("/")) {
        response.writeHead(301, { Location: `${urlPath}/` });
        return response.end();
      }
      const index = path.join(target, "index.html");
      return fs.existsSync(index) ? send(200, index) : notFound();
    }
    if (fs.existsSync(target)) return send(200, target);
    return notFound();
  });
  // Longer than any pause between a test's requests: with Node's 5 s, a busy machine let the server close an
  // idle connection just as fetch reused it, and the request failed with ECONNRESET (the links gate, now and then).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // "localhost" rather than 127.0.0.1: the consent cookie is then host-only, as on a real domain.
    origin: `http://localhost:${port}`,
    // Closes the connections clients keep open too: a test's fetch whose body it never read kept its
    // connection busy, and close() waited for it until keepAliveTimeout (a file took 60 s, not 8).
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
