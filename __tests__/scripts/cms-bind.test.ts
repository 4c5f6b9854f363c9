/** @jest-environment node */
import { type ChildProcess, spawn } from "child_process";
import net from "net";
import os from "os";
import { freePort } from "../site/support/server";
import { temporaryDir } from "../support/temporary-dir";

/**
 * Decap's local backend as `npm run cms` starts it (scripts/cms.mjs) answers this computer only: on
 * another of its addresses, as anyone on the network would reach it, nothing listens.
 */
const {
  decapServerEnv,
}: {
  decapServerEnv: (settings: { root: string; port: number }) => Record<string, string>;
} = require("../../scripts/lib/decap-server.cjs");

jest.setTimeout(30_000);

/** The machine's first address that is not a loopback one: where the network reaches it. */
const networkAddress = () => {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((candidate) => candidate && candidate.family === "IPv4" && !candidate.internal);
  if (!address) throw new Error("this machine has no network address besides the loopback one to try");
  return address.address;
};

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

let server: ChildProcess;
let port: number;

beforeAll(async () => {
  port = await freePort();
  server = spawn(process.execPath, [require.resolve("../../scripts/lib/decap-server.cjs")], {
    env: { ...process.env, ...decapServerEnv({ root: temporaryDir("cms-bind-"), port }), LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  for (let attempt = 0; attempt < 100 && !(await accepts("127.0.0.1", port)); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(() => {
  server?.kill();
});

test("npm run cms's decap-server answers on the loopback address and not on the machine's network address", async () => {
  const answer = await fetch(`http://127.0.0.1:${port}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  });
  expect(answer.ok).toBe(true);
  expect(await accepts(networkAddress(), port)).toBe(false);
});
