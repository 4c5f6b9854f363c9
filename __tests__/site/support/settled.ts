import { isDeepStrictEqual } from "util";

/** What `read` gives once it equals `expected`, or after `timeout` ms its last answer (read every `every` ms). */
export const settled = async <T>(read: () => Promise<T>, expected: T, timeout: number, every = 200): Promise<T> => {
  const until = Date.now() + timeout;
  let value = await read();
  while (!isDeepStrictEqual(value, expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, every));
    value = await read();
  }
  return value;
};
