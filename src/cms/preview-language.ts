/**
 * Keeps the preview in the language the form is written in. decap-cms-core 3.6.3 switches the
 * form to the default language before every save (EditorInterface's handleOnPersist calls the
 * control pane's switchToDefaultLocale, to validate the English fields), but the preview keeps the
 * language chosen before: after saving in Arabic, the form said "Writing in EN" beside the Arabic
 * preview. The form's language is the one the editor types in (and where a refused field's message
 * shows), so when the two differ, the form's own "Writing in" switch chooses that language again,
 * which is what moves the preview (Decap offers no other way to it).
 */
const writingIn = /^Writing in ([A-Z]+)$/;

/** The preview frame's language (set by the preview template, ./previews.tsx), if one preview is shown. */
const previewLanguage = (doc: Document): string | undefined =>
  doc.querySelector<HTMLIFrameElement>("#preview-pane")?.contentDocument?.documentElement?.lang || undefined;

const bringPreviewToForm = (doc: Document) => {
  const previewLang = previewLanguage(doc);
  if (!previewLang) return;
  // One form beside the preview: one "Writing in" switch (two forms side by side have no preview).
  const switches = [...doc.querySelectorAll<HTMLElement>('button, [role="button"]')].filter((element) =>
    writingIn.test(element.textContent?.trim() ?? ""),
  );
  if (switches.length !== 1) return;
  const [languageSwitch] = switches;
  const formLang = writingIn.exec(languageSwitch.textContent!.trim())![1].toLowerCase();
  if (formLang === previewLang) return;
  // Decap's dropdown (react-aria-menubutton) shows its menu beside the switch's wrapper once open.
  if (languageSwitch.getAttribute("aria-expanded") !== "true") {
    languageSwitch.click();
    return;
  }
  const menu = languageSwitch.parentElement?.parentElement;
  const choice = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].find(
    (item) => item.textContent?.trim() === formLang,
  );
  choice?.click();
};

export const keepPreviewInFormLanguage = (doc: Document): void => {
  new MutationObserver(() => bringPreviewToForm(doc)).observe(doc.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
  });
};
