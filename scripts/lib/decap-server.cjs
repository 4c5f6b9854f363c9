/**
 * How `npm run cms` starts Decap's local backend (decap-server), which reads and writes the files of
 * this working tree for whoever asks it. Its CORS list stops other sites' pages in a browser, not other
 * clients, so it listens on the loopback address alone: nobody else on the network can write a file
 * (gatsby-node.ts, say, which the developer's next build runs).
 */
const decapServerHost = "127.0.0.1";

/** decap-server's settings, from its environment: the folder it serves, its port, fs or git mode, the loopback address. */
const decapServerEnv = ({ root, port = 8081, workflow = false }) => ({
  GIT_REPO_DIRECTORY: root,
  PORT: String(port),
  MODE: workflow ? "git" : "fs",
  BIND_HOST: decapServerHost,
});

module.exports = { decapServerEnv, decapServerHost };
