/** @jest-environment jsdom */
import { fromJS } from "immutable";
import { entryAt, isEntryAtAddress, otherEntryMessage, reloadOnEntryChange } from "../../src/cms/entry-address";
import { refuseWhatTheBuildWould } from "../../src/cms/refuse-on-save";

/**
 * An entry opened by typing its address while another is open: Decap keeps the first entry's draft in the form,
 * so the page loads again at the new address, and a save of a draft the address does not name is refused.
 */
const service = "#/collections/services/entries/debt-recovery-in-dubai";
const update = "#/collections/insights/entries/uae-e-invoicing-timeline";

test("reads the entry an address opens, and no entry from a list's or a new page's address", () => {
  expect(entryAt(service)).toEqual({ collection: "services", slug: "debt-recovery-in-dubai" });
  expect(entryAt("#/collections/services")).toBeUndefined();
  expect(entryAt("#/collections/services/new")).toBeUndefined();
});

/** A window whose address the test changes, with the page's reload counted. */
const windowAt = (hash: string) => {
  const listeners: (() => void)[] = [];
  const location = { hash, reload: jest.fn() };
  const fake = { location, addEventListener: (_: string, listener: () => void) => listeners.push(listener) };
  reloadOnEntryChange(fake as unknown as Window);
  const go = (next: string) => {
    location.hash = next;
    listeners.forEach((listener) => listener());
  };
  return { go, reloads: () => location.reload.mock.calls.length };
};

test("an address typed from one entry's form to another's loads the page again; the CMS's own moves do not", () => {
  const typed = windowAt(update);
  typed.go(service);
  expect(typed.reloads()).toBe(1);
  const own = windowAt("#/collections/insights");
  own.go(update);
  own.go("#/collections/insights");
  own.go("#/collections/services/new");
  expect(own.reloads()).toBe(0);
});

test("a save of a draft that is not the entry its address names is refused, and writes nothing", async () => {
  expect(isEntryAtAddress({ collection: "insights", slug: "uae-e-invoicing-timeline" }, service)).toBe(false);
  expect(isEntryAtAddress({ collection: "services", slug: "debt-recovery-in-dubai" }, service)).toBe(true);
  expect(isEntryAtAddress({ collection: "services", slug: "" }, "#/collections/services/new")).toBe(true);
  window.location.hash = service;
  const insightDraft = fromJS({ collection: "insights", slug: "uae-e-invoicing-timeline", data: {}, i18n: {} });
  await expect(refuseWhatTheBuildWould({ entry: insightDraft as never })).rejects.toThrow(otherEntryMessage);
});
