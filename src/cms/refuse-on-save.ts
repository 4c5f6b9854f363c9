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
 * of each field it names is marked in the form of its language.
 */
import { kindOfFolder } from "../content-model";
import { measurePictures, type UploadedFile } from "./picture-facts";
import {
  dataOfDecapEntry,
  languageNames,
  picturesNamedIn,
  verdictOnDecapEntry,
  verdictText,
  type VerdictProblem,
} from "./draft-check";

/** The words above the list; the notification says them after "Not saved: " (./phrases.ts). */
export const refusalHeading = "the site's build would refuse this page. Fix these first:";

const panelId = "build-verdict";

/** The mark on a box whose value the build would refuse (styled in ./editor.css). */
const wrongBox = "aria-invalid";

const unmarkBoxes = () => {
  for (const box of document.querySelectorAll(`[${wrongBox}][data-build-verdict]`)) {
    box.removeAttribute(wrongBox);
    box.removeAttribute("data-build-verdict");
  }
};

const hidePanel = () => {
  document.getElementById(panelId)?.remove();
  unmarkBoxes();
};

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
 * Marks the box of each field the build would refuse, in the form of its language (the body's box says
 * its problem itself, ./body-widget.ts). Decap's ids for a field's box start with its name (`title-field-3`).
 */
const markBoxes = (problems: VerdictProblem[]) => {
  unmarkBoxes();
  for (const { lang, field } of problems) {
    for (const label of document.querySelectorAll<HTMLLabelElement>(`label[for^="${field}-field-"]`)) {
      // A picture's widget has no box of that id: its whole widget, after the label's bar, is marked.
      const box = document.getElementById(label.htmlFor) ?? label.parentElement?.nextElementSibling;
      const boxLang = formLanguageOf(label);
      if (!box || (boxLang !== undefined && boxLang !== lang)) continue;
      box.setAttribute(wrongBox, "true");
      box.setAttribute("data-build-verdict", "");
    }
  }
};

/** The refusal on the page, where it stays: each problem with its language, field and what to write. */
const showPanel = (problems: VerdictProblem[]) => {
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
    item.append(language, message);
    list.append(item);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.addEventListener("click", hidePanel);
  panel.append(heading, list, close);
  document.body.append(panel);
};

type DecapEntry = Parameters<typeof verdictOnDecapEntry>[1];

/** Decap's preSave listener: throws, and so stops the save, when the build would refuse the entry. */
export const refuseWhatTheBuildWould = async ({ entry }: { entry: DecapEntry }) => {
  const kind = kindOfFolder(String(entry.get("collection")));
  if (!kind) return undefined;
  const uploaded = (entry.getIn(["mediaFiles"])?.toJS() ?? []) as unknown as UploadedFile[];
  const image = await measurePictures(picturesNamedIn(kind, dataOfDecapEntry(entry)), uploaded);
  const problems = verdictOnDecapEntry(kind, entry, image);
  if (problems.length === 0) {
    hidePanel();
    return undefined;
  }
  showPanel(problems);
  markBoxes(problems);
  // An empty name: Decap's notification shows the error as text, which would otherwise start "Error: ".
  throw Object.assign(new Error(`${refusalHeading}\n${verdictText(problems)}`), { name: "" });
};
