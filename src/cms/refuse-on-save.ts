/**
 * Saving runs the build's checks first (./draft-check.ts) and refuses what the build would refuse.
 *
 * How it blocks, in decap-cms-core 3.6.3 (inside decap-cms-app 3.6.4): Backend.persistEntry
 * (src/backend.ts) awaits `invokePreSaveEvent` before it writes anything, and invokeEvent
 * (src/lib/registry.js) awaits each preSave handler without catching; so a handler that throws
 * rejects persistEntry, whose caller (persistEntry in src/actions/entries.ts) shows the error as
 * the "onFailToPersist" notification and dispatches entryPersistFail: no file is written. It runs
 * for every save, in both publish modes and for every language of the entry. A widget's `isValid`
 * would put a message under its field, but Decap validates only the form of the default language
 * (EditorInterface.handleOnPersist switches to it first; decap-cms#5112), and a control is not
 * re-rendered when another field changes, so it could not see the translation.
 *
 * The notification goes after a few seconds, so the refusal also stays on the page, as a list of
 * each problem with its language and field, until the next save or until the editor closes it, and the box
 * of each field it names is marked in the form of its language until that box changes or the next save.
 */
import { type ContentKind, contentModel, kindOfFolder } from "../content-model";
import { isEntryAtAddress, otherEntryMessage } from "./entry-address";
import { measurePictures, type UploadedFile } from "./picture-facts";
import {
  dataOfDecapEntry,
  languageNames,
  picturesNamedIn,
  verdictOnDecapEntry,
  type VerdictProblem,
} from "./draft-check";

/** The words above the list. */
export const refusalHeading = "the site's build would refuse this page. Fix these first:";

/** Decap's notification, in the corner a few seconds, says this after "Not saved: " (./phrases.ts); the list says what. */
export const refusalNotice =
  "the site's build would refuse this page: the list at the top of the form says what to fix.";

const panelId = "build-verdict";

/** The mark on a box whose value the build would refuse (styled in ./editor.css). */
const wrongBox = "aria-invalid";

const unmark = (box: Element) => {
  box.removeAttribute(wrongBox);
  box.removeAttribute("data-build-verdict");
};

const unmarkBoxes = () => {
  for (const box of document.querySelectorAll(`[${wrongBox}][data-build-verdict]`)) unmark(box);
};

const hidePanel = () => document.getElementById(panelId)?.remove();

const writingIn = /^Writing in ([A-Z]+)$/;

/** The language of the form a field's box is in: its form's "Writing in" switch, the nearest one above it. */
const formLanguageOf = (box: Element): string | undefined => {
  for (let form = box.parentElement; form; form = form.parentElement) {
    const switches = [...form.querySelectorAll('button, [role="button"]')].filter((element) =>
      writingIn.test(element.textContent?.trim() ?? ""),
    );
    if (switches.length > 0) {
      return switches.length === 1 ? writingIn.exec(switches[0].textContent!.trim())![1].toLowerCase() : undefined;
    }
  }
  return undefined;
};

/**
 * The outline stays until the editor changes what is in the box: a keystroke in a text box, a picture chosen
 * in a picture's widget (its content changes), or the next save.
 */
const unmarkOnChange = (box: Element) => {
  const changed = () => {
    unmark(box);
    box.removeEventListener("input", changed);
    observer.disconnect();
  };
  const observer = new MutationObserver(changed);
  box.addEventListener("input", changed);
  if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement)) {
    observer.observe(box, { subtree: true, childList: true, characterData: true, attributeFilter: ["src"] });
  }
};

/** The boxes a problem is about, in the forms of every language: the field's, or the box of one item of a list. */
const boxesOf = (kind: ContentKind, { field, part }: VerdictProblem): Element[] => {
  // The field's own label, not a list's box of the same name (a source's title is `title-field-N` too).
  const label = contentModel[kind].fields.find(({ name }) => name === field)?.label ?? "Body";
  const labels = [...document.querySelectorAll<HTMLLabelElement>(`label[for^="${field}-field-"]`)].filter(
    (candidate) => candidate.textContent?.replace(/\s*\(optional\)$/, "").trim() === label,
  );
  if (!part)
    return labels
      .map((label) => document.getElementById(label.htmlFor) ?? label.parentElement?.nextElementSibling)
      .filter((box): box is Element => Boolean(box));
  // In each form, the list's item-th box of that name (Decap's ids of a list's boxes are numbered across the page).
  return labels.flatMap((listLabel) => {
    const list = listLabel.parentElement?.parentElement;
    const box = [...(list?.querySelectorAll<HTMLLabelElement>(`label[for^="${part.name}-field-"]`) ?? [])][
      part.item - 1
    ];
    const input = box && document.getElementById(box.htmlFor);
    return input ? [input] : [];
  });
};

/**
 * Marks the box of each field the build would refuse, in the form of its language. Decap's ids for a field's box
 * start with its name (`title-field-3`); a picture's widget has no box of that id: its whole widget, after the
 * label's bar, is marked.
 */
const markBoxes = (kind: ContentKind, problems: VerdictProblem[]) => {
  unmarkBoxes();
  for (const problem of problems) {
    for (const box of boxesOf(kind, problem)) {
      const boxLang = formLanguageOf(box);
      if (boxLang !== undefined && boxLang !== problem.lang) continue;
      box.setAttribute(wrongBox, "true");
      box.setAttribute("data-build-verdict", "");
      unmarkOnChange(box);
    }
  }
};

/**
 * A message as the list shows it: each quoted run of Arabic («…» or "…") in its own direction (`<bdi>`), so that an
 * English sentence quoting Arabic words keeps its words and brackets in order.
 */
const withArabicIsolated = (message: string): (string | HTMLElement)[] =>
  message.split(/(?<=[«"])([^«»"]*[\u0600-\u06ff][^«»"]*)(?=[»"])/).map((part, index) => {
    if (index % 2 === 0) return part;
    const isolated = document.createElement("bdi");
    isolated.textContent = part;
    return isolated;
  });

/** The refusal on the page, where it stays: each problem with its language, field and what to write. */
const showPanel = (problems: VerdictProblem[], unusedPictures: string[]) => {
  hidePanel();
  const panel = document.createElement("section");
  panel.id = panelId;
  panel.setAttribute("role", "alert");
  panel.setAttribute("aria-label", "Why the page was not saved");
  const heading = document.createElement("p");
  heading.textContent = `Not saved: ${refusalHeading}`;
  const list = document.createElement("ul");
  for (const { lang, message } of problems) {
    const item = document.createElement("li");
    const language = document.createElement("strong");
    language.textContent = `${languageNames[lang]}: `;
    item.append(language, ...withArabicIsolated(message));
    list.append(item);
  }
  for (const name of unusedPictures) {
    const item = document.createElement("li");
    item.textContent = unusedPictureMessage(name);
    list.append(item);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.addEventListener("click", hidePanel);
  panel.append(heading, list, close);
  placePanel(panel);
};

/**
 * The list goes at the top of the first form, in the page's flow, so it covers neither the form nor the top bar's
 * buttons (a box over the page covered the Arabic form): into the first form's scrolling pane, which is scrolled to
 * it. Without Decap's editor (no field on the page), it goes at the end of the page.
 */
const placePanel = (panel: HTMLElement) => {
  let pane = document.querySelector('label[for*="-field-"]')?.parentElement;
  while (pane && !/(auto|scroll)/.test(getComputedStyle(pane).overflowY)) pane = pane.parentElement;
  if (!pane || pane === document.body || pane === document.documentElement) {
    document.body.append(panel);
    return;
  }
  pane.prepend(panel);
  pane.scrollTop = 0;
};

/**
 * A picture uploaded while the page is open is part of the page's next save (Decap's "Draft" badge in the media
 * library; decap-cms-core 3.6.3 writes every such upload with the page, used or not, and gives a preSave listener no
 * way to leave one out): one the page does not use would land in content/images/ unchecked.
 */
export const unusedPictureMessage = (name: string) =>
  `The picture "${name}" was uploaded but this page does not use it, and saving would store it: open the media library (Choose different image), select "${name}" (marked Draft) and click Delete selected.`;

const fileNameOf = (filePath: string) => filePath.split("/").pop() ?? filePath;

/** The uploads of this editing session (`draft`) that the entry names in none of its picture fields. */
export const unusedUploads = (uploaded: readonly UploadedFile[], named: readonly string[]): string[] =>
  uploaded
    .filter((file) => file.draft && file.path)
    .map((file) => fileNameOf(file.path!))
    .filter((name) => !named.includes(name));

type DecapEntry = Parameters<typeof verdictOnDecapEntry>[1];

/** Decap's preSave listener: throws, and so stops the save, when the build would refuse the entry. */
export const refuseWhatTheBuildWould = async ({ entry }: { entry: DecapEntry }) => {
  const collection = String(entry.get("collection"));
  if (!isEntryAtAddress({ collection, slug: String(entry.get("slug") ?? "") }, window.location.hash)) {
    throw Object.assign(new Error(otherEntryMessage), { name: "" });
  }
  const kind = kindOfFolder(collection);
  if (!kind) return undefined;
  const uploaded = (entry.getIn(["mediaFiles"])?.toJS() ?? []) as unknown as UploadedFile[];
  const named = picturesNamedIn(kind, dataOfDecapEntry(entry));
  const image = await measurePictures(named, uploaded);
  const problems = verdictOnDecapEntry(kind, entry, image);
  const unusedPictures = unusedUploads(uploaded, named);
  markBoxes(kind, problems);
  if (problems.length === 0 && unusedPictures.length === 0) {
    hidePanel();
    return undefined;
  }
  showPanel(problems, unusedPictures);
  // An empty name: Decap's notification shows the error as text, which would otherwise start "Error: ".
  throw Object.assign(new Error(refusalNotice), { name: "" });
};
