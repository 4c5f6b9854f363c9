import { HtmlValidate, type ConfigData } from "html-validate";
import { assertBuilt, readPage } from "../support/public";
import { allRoutes, isNotFoundRoute } from "../support/routes";

/** HTML gate: the served HTML of every route has no html-validate errors. */
const config: ConfigData = require("../../../.htmlvalidate.cjs");
const validator = new HtmlValidate(config);

const errorsIn = async (html: string) => {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.filter((m) => m.severity === 2).map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
};

beforeAll(assertBuilt);

test.each(
  allRoutes()
    .filter((route) => !isNotFoundRoute(route))
    .concat("/404.html", "/about/"),
)("%s is valid HTML", async (route) => {
  expect(await errorsIn(readPage(route))).toEqual([]);
});

test("the gate catches a planted fault (a block inside a paragraph, an image without alt)", async () => {
  const page = readPage("/").replace("</main>", '<p>Our offices <div>Dubai</div></p><img src="/x.jpg"></main>');
  const errors = await errorsIn(page);
  expect(errors.some((e) => /element-permitted-content|close-order/.test(e))).toBe(true);
  expect(errors.some((e) => /wcag\/h37/.test(e))).toBe(true);
});
