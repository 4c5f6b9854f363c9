import { contentKinds, contentModel } from "../../src/content-model";
import { insightRoutes } from "../../src/lib/insight-routes";
import { routes } from "../../src/lib/routes";

/** Each kind's address: the insights' live in their own module (src/lib/insight-routes.ts). */
const routeOf = { ...routes, insight: insightRoutes.insight };

describe("routes", () => {
  it.each(contentKinds)("gives %s documents the address the content model declares", (kind) => {
    expect(routeOf[kind]("a-slug")).toBe(contentModel[kind].route("a-slug"));
  });
});
