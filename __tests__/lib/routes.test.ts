import { contentKinds, contentModel } from "../../src/content-model";
import { routes } from "../../src/lib/routes";

describe("routes", () => {
  it.each(contentKinds)("gives %s documents the address the content model declares", (kind) => {
    expect(routes[kind]("a-slug")).toBe(contentModel[kind].route("a-slug"));
  });
});
