import { siteFacts, whatsAppUrl } from "../site-facts";

/**
 * The firm's WhatsApp chat, beside its phone: a plain link (no widget, no script, nothing loaded before
 * consent). Nothing at all when the site facts hold no WhatsApp number. The brand's name in every language.
 */
export const WhatsAppLink = ({ className }: { className?: string }) => {
  const url = whatsAppUrl(siteFacts.whatsapp);
  return url ? (
    <a className={className} href={url} lang="en" dir="ltr">
      WhatsApp
    </a>
  ) : null;
};
