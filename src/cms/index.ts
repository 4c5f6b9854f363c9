/**
 * The entry of the CMS bundle at /admin/ (gatsby-plugin-decap-cms builds it apart from the
 * site, so no public page loads it). Configuration and previews both come from the content model.
 */
import CMS from "decap-cms-app";
import { contentModel } from "../content-model";
import { cmsConfig, localWorkflowParameter, requiredToPublishStyles } from "./config";
import { registerRelationInEveryLanguage } from "./relation-widget";
import { siteFrontmatter, siteFrontmatterFormat } from "./format";
import { registerLocalBackend } from "./local-backend";
import { localModePhrases, withPhrases } from "./local-mode";
import { keepPreviewInFormLanguage } from "./preview-language";
import { reloadOnEntryChange } from "./entry-address";
import { editorPhrases } from "./phrases";
import { previews } from "./previews";
import { refuseWhatTheBuildWould } from "./refuse-on-save";
import { dropBlankTranslations } from "./blank-translations";
import "./preview.css";
import "./editor.css";

const local = ["localhost", "127.0.0.1"].includes(window.location.hostname);
const workflow = local && new URLSearchParams(window.location.search).has(localWorkflowParameter);

CMS.registerCustomFormat(siteFrontmatterFormat, "mdx", siteFrontmatter);
registerLocalBackend(CMS);
CMS.registerLocale("en", editorPhrases(CMS.getLocale("en")));
CMS.registerEventListener({ name: "preSave", handler: refuseWhatTheBuildWould });
// Last: it returns the whole entry (./blank-translations.ts).
CMS.registerEventListener({ name: "preSave", handler: dropBlankTranslations as never });
registerRelationInEveryLanguage(CMS);
const requiredToPublishLabels = document.createElement("style");
requiredToPublishLabels.textContent = requiredToPublishStyles();
document.head.append(requiredToPublishLabels);
for (const spec of Object.values(contentModel)) CMS.registerPreviewTemplate(spec.folder, previews[spec.kind]);
// `npm run cms` writes into content/ and publishes nothing: the buttons say so (./local-mode.ts).
const english = CMS.getLocale("en");
if (local && !workflow && english) CMS.registerLocale("en", withPhrases(english, localModePhrases));
CMS.init({ config: cmsConfig({ local, workflow, localOrigin: window.location.origin }) });
keepPreviewInFormLanguage(document);
reloadOnEntryChange(window);
