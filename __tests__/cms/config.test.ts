/** @jest-environment node */
import type { CmsCollection, CmsField } from "decap-cms-core";
import fs from "fs";
import path from "path";
import { contentFolder, contentModel, contentKinds, translatedFields, type FieldSpec } from "../../src/content-model";
import {
  cmsConfig,
  identifierField,
  localBackendUrl,
  mediaFolder,
  previewStatusContext,
  requiredToPublishStyles,
} from "../../src/cms/config";
import { siteFrontmatterFormat } from "../../src/cms/format";
import { localBackendName } from "../../src/cms/local-backend";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";
import { defaultLang, languages } from "../../src/languages";
import { siteFacts } from "../../src/site-facts";

/**
 * The CMS configuration must say what the content model says, field by field: a field
 * added to, renamed in or made required by the model reaches the CMS, or this fails.
 */
const production = cmsConfig({ local: false });
const collectionOf = (folder: string) => production.collections.find((collection) => collection.name === folder)!;
const widgetOf = (field: CmsField) => (field as { widget: string }).widget;

const expectedWidget = (field: FieldSpec) =>
  ({
    text: field.multiline ? "text" : "string",
    integer: "number",
    date: "string",
    image: "image",
    choice: "select",
    services: "relation",
    person: "select",
    topics: "relation",
    sources: "list",
  })[field.type];

describe.each(contentKinds)("the %s collection", (kind) => {
  const spec = contentModel[kind];
  const collection = () => collectionOf(spec.folder) as CmsCollection & { slug: string };

  test("edits the kind's folder, as MDX with YAML frontmatter read by the site's own reader, named by its title", () => {
    expect(collection()).toMatchObject({
      label: spec.label,
      label_singular: spec.labelSingular,
      folder: `content/${spec.folder}`,
      extension: "mdx",
      format: siteFrontmatterFormat,
      identifier_field: identifierField,
      slug: "{{slug}}",
    });
  });

  test("has the model's fields in the model's order, then the body", () => {
    expect(collection().fields!.map((field) => field.name)).toEqual([...spec.fields.map(({ name }) => name), "body"]);
  });

  test.each(spec.fields.map((field) => [field.name, field] as const))(
    "field %s: the model's label, description as hint, required flag and a widget for its type",
    (_name, field) => {
      const cms = collection().fields!.find(({ name }) => name === field.name)!;
      expect(cms.label).toBe(field.label);
      expect(cms.hint).toContain(field.description);
      expect(cms.required).toBe(field.required || field.name === identifierField);
      // A fallback is named only where the CMS lets the field be left out.
      if (field.default !== undefined) expect(cms.hint!.includes(`"${field.default}"`)).toBe(!cms.required);
      expect(widgetOf(cms)).toBe(expectedWidget(field));
      // The day as the files and the guide write it, never the browser's mm/dd/yyyy date input.
      if (field.type === "date")
        expect(cms).toMatchObject({ pattern: [expect.any(String), expect.stringContaining("YYYY-MM-DD")] });
      if (field.type === "integer") expect(cms).toMatchObject({ value_type: "int" });
    },
  );

  test("hints are true and in an editor's words: no field's internal name; the legal review is required before going live", () => {
    const internalNames = spec.fields.map(({ name }) => name).filter((name) => /[a-z][A-Z]/.test(name));
    for (const cms of collection().fields!) {
      for (const name of internalNames) expect(`${cms.name}: ${cms.hint}`).not.toMatch(new RegExp(`: .*\\b${name}\\b`));
      const field = spec.fields.find(({ name }) => name === cms.name);
      if (field?.requiredToPublish) {
        expect(cms.hint).toMatch(/^Required before going live; filled in by a lawyer of the firm\./);
        expect(requiredToPublishStyles()).toContain(`label[for^="${cms.name}-field-"] > span { display: none; }`);
      }
    }
  });

  test("keeps the body as written: raw Markdown, so MDX components are never escaped", () => {
    expect(collection().fields!.at(-1)).toMatchObject({ name: "body", widget: "markdown", modes: ["raw"] });
  });
});

test("editors may add services, never delete a page or add legal documents or pages", () => {
  expect(collectionOf("services")).toMatchObject({ create: true, delete: false });
  expect(collectionOf("legal")).toMatchObject({ create: false, delete: false });
  expect(collectionOf("pages")).toMatchObject({ create: false, delete: false });
});

test("pictures go to content/images and are stored as bare file names, as coverImage and portrait expect", () => {
  expect(production).toMatchObject({ media_folder: mediaFolder, public_folder: "" });
  expect(mediaFolder).toBe("content/images");
});

test("file names are ASCII kebab-case, as the build requires", () => {
  expect(production.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" });
});

test("production: GitHub, the site's repository and main branch, drafts as pull requests linked to their preview", () => {
  expect(production.backend).toMatchObject({
    name: "github",
    repo: siteFacts.repository,
    branch: "main",
    preview_context: previewStatusContext,
  });
  expect(production.publish_mode).toBe("editorial_workflow");
  expect(production.load_config_file).toBe(false);
});

test("the deploy workflow writes the commit status the CMS reads for a draft's preview", () => {
  const fs = jest.requireActual<typeof import("fs")>("fs");
  const workflow = fs.readFileSync(`${__dirname}/../../.github/workflows/deploy.yml`, "utf8");
  expect(workflow).toContain(`context="${previewStatusContext}"`);
});

test("npm run cms: decap-server in the working tree, no account, no workflow", () => {
  const local = cmsConfig({ local: true });
  expect(local.backend).toEqual({ name: localBackendName, proxy_url: localBackendUrl, branch: "main" });
  expect(local.publish_mode).toBe("simple");
  expect(local.collections).toEqual(production.collections);
});

test("the local backend is npm run cms's decap-server on this computer, and every folder the CMS names is in content/, the only one it may touch", () => {
  const { decapServerEnv, editableFolder } = jest.requireActual("../../scripts/lib/decap-server.cjs") as {
    decapServerEnv: (settings: { root: string }) => Record<string, string>;
    editableFolder: string;
  };
  const address = new URL(localBackendUrl);
  expect([address.hostname, address.port]).toEqual(["localhost", decapServerEnv({ root: "." }).PORT]);
  const folders = [
    cmsConfig({ local: true }).media_folder,
    ...production.collections.map((collection) => collection.folder),
  ];
  for (const folder of folders) expect(folder).toMatch(new RegExp(`^${editableFolder}/[a-z]`));
});

test("npm run cms -- --workflow: the same local backend, with the Workflow board; production always has it", () => {
  const local = cmsConfig({ local: true, workflow: true });
  expect(local.backend).toEqual(cmsConfig({ local: true }).backend);
  expect(local.publish_mode).toBe("editorial_workflow");
  expect(local.collections).toEqual(production.collections);
  expect(cmsConfig({ local: false, workflow: false }).publish_mode).toBe("editorial_workflow");
});

test("npm run cms: View Live opens the page on this computer; every collection's page link is the page's own address", () => {
  const local = cmsConfig({ local: true, localOrigin: "http://localhost:8000" });
  expect(local).toMatchObject({ site_url: "http://localhost:8000", display_url: "http://localhost:8000" });
  expect(cmsConfig({ local: false, localOrigin: "http://localhost:8000" }).site_url).toBe(production.site_url);
  for (const spec of Object.values(contentModel)) {
    const collection = local.collections.find(({ name }) => name === spec.folder)!;
    expect(`/${collection.preview_path!.replace("{{slug}}", "a-page")}`).toBe(spec.route("a-page"));
  }
});

describe("site_url", () => {
  const configWith = (siteUrl: string | undefined) => {
    const saved = process.env.SITE_URL;
    if (siteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = siteUrl;
    try {
      return cmsConfig({ local: false });
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
  };

  test("is the base URL the build publishes under: SITE_URL when set (the CMS bundle has it defined in)", () => {
    expect(configWith("https://www.firm.ae/")).toMatchObject({
      site_url: "https://www.firm.ae",
      display_url: "https://www.firm.ae",
    });
  });

  test("is the site facts' own without SITE_URL", () => {
    expect(configWith(undefined)).toMatchObject({ site_url: siteFacts.siteUrl, display_url: siteFacts.siteUrl });
  });
});

describe("both languages side by side (Decap's i18n)", () => {
  type I18nField = CmsField & { i18n?: unknown; pattern?: [string, string] };
  const fieldsOf = (folder: string) => collectionOf(folder).fields as I18nField[];

  test("one file per language in content/<folder>/<language>/, the site's languages, English first and the default", () => {
    expect(production.i18n).toEqual({
      structure: "multiple_folders",
      locales: [...languages],
      default_locale: defaultLang,
    });
    expect(production.i18n!.locales[0]).toBe(defaultLang);
    for (const kind of contentKinds) {
      // Decap puts /<locale>/ between the collection's folder and the file name.
      expect(collectionOf(contentModel[kind].folder)).toMatchObject({
        i18n: true,
        folder: `content/${contentModel[kind].folder}`,
      });
      for (const lang of languages) {
        expect(contentFolder(kind, lang)).toBe(`content/${contentModel[kind].folder}/${lang}`);
      }
    }
  });

  test.each(contentKinds)(
    "%s: a translated field is written in each language, any other only in the English file, and the body in both",
    (kind) => {
      const fields = fieldsOf(contentModel[kind].folder);
      for (const field of contentModel[kind].fields) {
        expect([field.name, fields.find(({ name }) => name === field.name)!.i18n]).toEqual([
          field.name,
          field.translated ? true : "none",
        ]);
      }
      expect(fields.find(({ name }) => name === "body")!.i18n).toBe(true);
      // Decap strips "duplicate" fields from translations before core 3.8.0 (decap-cms#6978); none is used.
      expect(fields.filter(({ i18n }) => i18n === "duplicate")).toEqual([]);
      // What an Arabic file holds is then exactly what the build lets a translation set.
      expect(fields.filter(({ i18n }) => i18n === true).map(({ name }) => name)).toEqual([
        ...translatedFields(kind).map(({ name }) => name),
        "body",
      ]);
    },
  );

  test("a field the translation takes from the English page says so in its hint", () => {
    for (const kind of contentKinds) {
      for (const field of fieldsOf(contentModel[kind].folder)) {
        const spec = contentModel[kind].fields.find(({ name }) => name === field.name);
        if (!spec) continue;
        expect([field.name, field.hint!.includes("The Arabic page uses the English page's value.")]).toEqual([
          field.name,
          !spec.translated,
        ]);
      }
    }
  });

  describe("a new service's title cannot make a file name Decap would save outside content/services/", () => {
    const title = () => fieldsOf("services").find(({ name }) => name === identifierField)!;
    const accepts = (value: string) => new RegExp(title().pattern![0]).test(value);

    test("refuses a title that is the folder's name or a beginning of it, saying why", () => {
      for (const value of ["Service", "Services", "services", " SERVICES! ", "Serv", "S"]) {
        expect([value, accepts(value)]).toEqual([value, false]);
      }
      expect(title().pattern![1]).toContain("content/services/");
    });

    test("accepts every title the site's services have, in English and in Arabic, and ordinary new ones", () => {
      const titles = languages.flatMap((lang) => {
        const folder = path.resolve(__dirname, "../..", contentFolder("service", lang));
        return fs
          .readdirSync(folder)
          .map((name) => String(readFrontmatter(fs.readFileSync(path.join(folder, name), "utf8")).data.title));
      });
      expect(titles.length).toBeGreaterThan(20);
      for (const value of [...titles, "Service Charges in Dubai", "Servicing Agreements", "Arbitration"]) {
        expect([value, accepts(value)]).toEqual([value, true]);
      }
    });

    test("legal documents and pages, which editors cannot add, have no such rule", () => {
      for (const folder of ["legal", "pages"]) {
        expect(fieldsOf(folder).find(({ name }) => name === identifierField)!.pattern).toBeUndefined();
      }
    });
  });
});

test("an update's sources are counted and added one source at a time: the button says Add source, one says 1 source", () => {
  const sources = cmsConfig({ local: true })
    .collections.find(({ name }) => name === contentModel.insight.folder)!
    .fields!.find(({ name }) => name === "sources");
  expect(sources).toMatchObject({ widget: "list", label: "Sources", label_singular: "source" });
});
