/**
 * Decap's local backend (decap-server) as `npm run cms` runs it: `node scripts/lib/decap-server.cjs`, with the
 * settings of `decapServerEnv` in its environment. decap-server reads and writes any file of the working tree
 * for whoever asks it, so it runs here behind three guards:
 * - it listens on the loopback address alone: nobody else on the network can write a file (gatsby-node.ts,
 *   say, which the developer's next build runs);
 * - it answers only requests addressed to localhost or 127.0.0.1 (the Host header): a web page whose own name
 *   was made to point at 127.0.0.1 (DNS rebinding) is not cross-origin to it, so decap-server's CORS list,
 *   which stops other sites' pages, would not stop that one;
 * - every path a request names (a file, a folder, the media folder) must be inside content/, by its name and
 *   once symbolic links are followed: decap-server itself refuses only paths outside the working tree, and the
 *   CMS never names any other.
 * decap-server's own middlewares (its file-system or git mode, its CORS list) do the rest, in this process.
 */
const fs = require("node:fs");
const path = require("node:path");

const decapServerHost = "127.0.0.1";

/** The one folder the CMS edits (pictures in content/images/ included). */
const editableFolder = "content";

/** decap-server's settings, from its environment: the folder it serves, its port, fs or git mode, the loopback address. */
const decapServerEnv = ({ root, port = 8081, workflow = false }) => ({
  GIT_REPO_DIRECTORY: root,
  PORT: String(port),
  MODE: workflow ? "git" : "fs",
  BIND_HOST: decapServerHost,
});

/** The request fields of decap-server's API that name a file or a folder of the working tree. */
const pathFields = new Set(["path", "newPath", "paths", "folder", "mediaFolder"]);

/** Every path a request's parameters name, however deep (a saved entry's files, its pictures). */
const pathsNamedIn = (value, field) => {
  if (typeof value === "string") return pathFields.has(field) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => pathsNamedIn(item, field));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => pathsNamedIn(item, key));
  return [];
};

/**
 * Where `file` is on disk once symbolic links are followed: the real path of its nearest folder that exists, with
 * the rest of its path (a file about to be written does not exist yet).
 */
const realLocation = (file) => {
  const rest = [];
  for (let dir = file; ; dir = path.dirname(dir)) {
    try {
      return path.join(fs.realpathSync(dir), ...rest);
    } catch {
      if (path.dirname(dir) === dir) return file;
      rest.unshift(path.basename(dir));
    }
  }
};

const isInside = (file, folder) => file === folder || file.startsWith(`${folder}${path.sep}`);

/** Why a request may not reach decap-server, or undefined when it may. */
const refusal = ({ host, body }, { root, port }) => {
  if (![`localhost:${port}`, `${decapServerHost}:${port}`].includes(host ?? ""))
    return `requests must be addressed to localhost:${port}, not ${JSON.stringify(host ?? "")}`;
  const content = path.join(path.resolve(root), editableFolder);
  // By its name and where it really is: a symbolic link in content/ (a committed one) may point anywhere.
  const outside = pathsNamedIn(body?.params ?? {}).filter((named) => {
    const resolved = path.resolve(root, named);
    return !isInside(resolved, content) || !isInside(realLocation(resolved), realLocation(content));
  });
  if (outside.length > 0) return `only files in ${editableFolder}/ can be read or written, not ${outside.join(", ")}`;
  return undefined;
};

/**
 * Starts decap-server with its guards (above), from the settings `decapServerEnv` wrote into this process's
 * environment (where decap-server's middlewares read the folder too); resolves once it listens.
 */
const serveDecap = async () => {
  const env = process.env;
  const decapServer = path.dirname(require.resolve("decap-server/package.json"));
  // decap-server's own web framework, the one its middlewares are written for.
  const express = require(require.resolve("express", { paths: [decapServer] }));
  const { registerLocalFs, registerLocalGit } = require("decap-server/dist/middlewares.js");
  const root = path.resolve(env.GIT_REPO_DIRECTORY ?? process.cwd());
  const port = Number(env.PORT ?? 8081);
  const app = express();
  app.use(express.json({ limit: "50mb" }));
  app.use((request, response, next) => {
    const problem = refusal({ host: request.headers.host, body: request.body }, { root, port });
    if (problem) response.status(403).json({ error: `Refused: ${problem}.` });
    else next();
  });
  const register = env.MODE === "git" ? registerLocalGit : registerLocalFs;
  await register(app, { logLevel: env.LOG_LEVEL ?? "info" });
  return new Promise((resolve) => {
    const server = app.listen(port, env.BIND_HOST ?? decapServerHost, () => resolve(server));
  });
};

module.exports = { decapServerEnv, decapServerHost, editableFolder, serveDecap };

if (require.main === module) {
  serveDecap().then(() =>
    console.log(`decap-server: the CMS's local backend, for content/ only, at http://localhost:${process.env.PORT}/`),
  );
}
