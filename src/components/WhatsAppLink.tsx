import { useUi } from "../i18n/PageLanguage";
import { siteFacts } from "../site-facts";

/**
 * The firm's WhatsApp chat, beside its phone: a plain link (no widget, no script, nothing loaded before
 * consent), the service's name as the page's language writes it. Callers show it only where the site facts hold a number.
 */
export const WhatsAppLink = ({ className }: { className?: string }) => {
  const { footer } = useUi();
  return (
    <a className={className} href={`https://wa.me/${siteFacts.whatsapp}`}>
      {footer.whatsapp}
    </a>
  );
};
