/** @jest-environment node */
import { type ChildProcess, spawn } from "child_process";
import fs from "fs";
import http from "http";
import path from "path";
import { freePort } from "../site/support/server";
import { temporaryDir } from "../support/temporary-dir";

/**
 * The local CMS's backend as `npm run cms` runs it (scripts/lib/decap-server.cjs) reads and writes the files
 * of content/ and nothing else, whatever path a request names (`../`, an absolute path, escapes), and answers
 * only requests addressed to localhost (a page reaching it through a DNS-rebound name of its own is refused).
 * The same requests to decap-server alone write outside content/: the guard is what refuses them.
 */
const { decapServerEnv } = require("../../scripts/lib/decap-server.cjs") as {
  decapServerEnv: (settings: { root: string; port: number }) => Record<string, string>;
};

jest.setTimeout(60_000);

type Answer = { status: number; body: string };

/** A POST of decap-server's API to 127.0.0.1:port, with `host` as its Host header. */
const post = (port: number, body: object, host = `localhost:${port}`) =>
  new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1",
        method: "POST",
        headers: { Host: host, "Content-Type": "application/json" },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });

const start = async (script: string, root: string): Promise<{ server: ChildProcess; port: number }> => {
  const port = await freePort();
  const server = spawn(process.execPath, [script], {
    env: { ...process.env, ...decapServerEnv({ root, port }), LOG_LEVEL: "error" },
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await post(port, { action: "info" }).catch(() => undefined);
    if (answer?.status === 200) return { server, port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${script} did not answer on port ${port}`);
};

/** A working tree: one service, and files outside content/ that a build runs or reads. */
const workingTree = () => {
  const root = temporaryDir("cms-backend-");
  fs.mkdirSync(path.join(root, "content/services/en"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/services/en/debt-recovery.mdx"), "---\ntitle: Debt Recovery\n---\nText.\n");
  fs.writeFileSync(path.join(root, "gatsby-node.ts"), "export {};\n");
  fs.writeFileSync(path.join(root, "package.json"), "{}\n");
  return root;
};

/** Every file under `dir` with its contents, for comparing a tree before and after. */
const filesUnder = (dir: string): Record<string, string> =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), fs.readFileSync(file, "utf8")];
      }),
  );

const outsideContent = (root: string) =>
  Object.fromEntries(Object.entries(filesUnder(root)).filter(([file]) => !file.startsWith(`content${path.sep}`)));

const saveEntry = (file: string) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ slug: "x", path: file, raw: "// planted\n" }],
    assets: [],
    options: { commitMessage: "x", useWorkflow: false, status: "draft" },
  },
});

/** Requests that name a path outside content/, each of an action the CMS sends. */
const outsideRequests = (root: string) => [
  saveEntry("gatsby-node.ts"),
  saveEntry("content/../gatsby-node.ts"),
  saveEntry("content/services/en/../../../gatsby-node.ts"),
  saveEntry(path.join(root, "gatsby-node.ts")),
  saveEntry(path.join(path.dirname(root), "outside-the-tree.ts")),
  saveEntry("content-other/evil.mdx"),
  saveEntry("content%2F..%2Fgatsby-node.ts"),
  {
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: "x", path: "content/services/en/x.mdx", raw: "---\n---\n" }],
      assets: [{ path: "static/evil.js", content: Buffer.from("alert(1)").toString("base64"), encoding: "base64" }],
      options: { commitMessage: "x", useWorkflow: false, status: "draft" },
    },
  },
  {
    action: "persistMedia",
    params: { branch: "main", asset: { path: "../evil.png", content: "", encoding: "base64" } },
  },
  { action: "deleteFile", params: { branch: "main", path: "package.json" } },
  {
    action: "deleteFiles",
    params: { branch: "main", paths: ["content/services/en/debt-recovery.mdx", "package.json"] },
  },
  { action: "getEntry", params: { branch: "main", path: "package.json" } },
  { action: "entriesByFolder", params: { branch: "main", folder: ".", extension: "ts", depth: 1 } },
  { action: "getMedia", params: { branch: "main", mediaFolder: "content/.." } },
];

describe("npm run cms's backend", () => {
  let root: string;
  let backend: { server: ChildProcess; port: number };
  beforeAll(async () => {
    root = workingTree();
    backend = await start(require.resolve("../../scripts/lib/decap-server.cjs"), root);
  });
  afterAll(() => backend?.server.kill());

  test("reads and writes files in content/", async () => {
    const read = await post(backend.port, {
      action: "getEntry",
      params: { branch: "main", path: "content/services/en/debt-recovery.mdx" },
    });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)).toMatchObject({ file: { path: "content/services/en/debt-recovery.mdx" } });
    const saved = await post(backend.port, saveEntry("content/services/en/new-service.mdx"));
    expect(saved.status).toBe(200);
    expect(fs.readFileSync(path.join(root, "content/services/en/new-service.mdx"), "utf8")).toBe("// planted\n");
  });

  test("refuses every request naming a path outside content/, and changes no file outside it", async () => {
    const before = outsideContent(root);
    const kept = filesUnder(path.join(root, "content"));
    for (const request of outsideRequests(root)) {
      const answer = await post(backend.port, request);
      expect({ request, status: answer.status, body: answer.body }).toEqual({
        request,
        status: 403,
        body: expect.stringContaining("only files in content/ can be read or written"),
      });
    }
    expect(outsideContent(root)).toEqual(before);
    expect(fs.existsSync(path.join(path.dirname(root), "outside-the-tree.ts"))).toBe(false);
    expect(filesUnder(path.join(root, "content"))).toEqual(kept);
  });

  test("an escaped slash or a backslash names a file inside content/, never a way out", async () => {
    const before = outsideContent(root);
    for (const file of ["content/..%2Fgatsby-node.ts", "content/..\\gatsby-node.ts"]) {
      expect((await post(backend.port, saveEntry(file))).status).toBe(200);
      expect(fs.readFileSync(path.join(root, file), "utf8")).toBe("// planted\n");
    }
    expect(outsideContent(root)).toEqual(before);
  });

  test("refuses a path through a symbolic link in content/ that points outside it (one committed with the content)", async () => {
    fs.symlinkSync(root, path.join(root, "content/services/linked-folder"), "dir");
    fs.symlinkSync(path.join(root, "gatsby-node.ts"), path.join(root, "content/services/en/linked-file.mdx"));
    const before = outsideContent(root);
    for (const file of ["content/services/linked-folder/gatsby-node.ts", "content/services/en/linked-file.mdx"]) {
      const answer = await post(backend.port, saveEntry(file));
      expect({ file, status: answer.status }).toEqual({ file, status: 403 });
      const read = await post(backend.port, { action: "getEntry", params: { branch: "main", path: file } });
      expect({ file, status: read.status }).toEqual({ file, status: 403 });
    }
    expect(outsideContent(root)).toEqual(before);
  });

  test("refuses a request addressed to another name, as a DNS-rebound page's would be", async () => {
    const answer = await post(
      backend.port,
      saveEntry("content/services/en/rebound.mdx"),
      `attacker.example:${backend.port}`,
    );
    expect(answer.status).toBe(403);
    expect(fs.existsSync(path.join(root, "content/services/en/rebound.mdx"))).toBe(false);
  });
});

test("decap-server alone writes outside content/ for the same requests (what the guard is for)", async () => {
  const root = workingTree();
  const bare = await start(require.resolve("decap-server/dist/index.js"), root);
  try {
    expect((await post(bare.port, saveEntry("content/../gatsby-node.ts"))).status).toBe(200);
    expect(fs.readFileSync(path.join(root, "gatsby-node.ts"), "utf8")).toBe("// planted\n");
    const rebound = await post(bare.port, saveEntry("package.json"), `attacker.example:${bare.port}`);
    expect(rebound.status).toBe(200);
    expect(fs.readFileSync(path.join(root, "package.json"), "utf8")).toBe("// planted\n");
  } finally {
    bare.server.kill();
  }
});
